import { useEffect, type ReactNode } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const REASON_MAX = 500;

interface CaseMoveModalProps<S extends string> {
  /**
   * The kind's translation area: the dialog reads its `statuses`, `actions`, `move.title`,
   * `move.hints.<state>`, `reason` and `validation` texts.
   */
  area: string;
  /** The form's name (its fields' ids follow it). */
  name: string;
  /** The state to move to; null when closed. */
  to: S | null;
  /** What the title and the hint name besides the state: the case's number, its amount … */
  titleParams: Record<string, unknown>;
  hintParams: Record<string, unknown>;
  /** Moves that end the case without what was asked: a red confirm button. */
  danger: readonly S[];
  /** Moves that must say why (the server refuses them without a reason). */
  asksReason: readonly S[];
  /** The other moves may still note a reason; else the reason shows only where it is asked. */
  reasonOnEveryMove?: boolean;
  /** The hint is a warning (it cannot be undone …): shown as plain text, not as an aside. */
  hintWarns?: boolean;
  saving: boolean;
  onSubmit: (reason: string | undefined) => Promise<void>;
  onClose: () => void;
  /** What the kind shows between the hint and the reason for this move. */
  children?: ReactNode;
}

/** Confirms one move of a case: its hint says what the move does, its reason says why. */
export function CaseMoveModal<S extends string>(props: CaseMoveModalProps<S>) {
  const { area, to, asksReason, saving, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const asks = to !== null && asksReason.includes(to);
  const showsReason = asks || props.reasonOnEveryMove === true;
  const reason = t(`${area}.reason`);

  useEffect(() => {
    if (to) form.resetFields();
  }, [to, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // A reason typed for a move that no longer shows the field does not travel.
    await onSubmit(showsReason ? values.reason?.trim() || undefined : undefined).catch(() => undefined);
  };

  const status = to ? t(`${area}.statuses.${to}`) : '';
  return (
    <Modal
      open={to !== null}
      title={t(`${area}.move.title`, { ...props.titleParams, status })}
      okText={to ? t(`${area}.actions.${to}`) : ''}
      okButtonProps={{ danger: to !== null && props.danger.includes(to), 'data-testid': 'move-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type={props.hintWarns ? undefined : 'secondary'} data-testid="move-hint">
        {to ? t(`${area}.move.hints.${to}`, props.hintParams) : ''}
      </Typography.Paragraph>
      {props.children}
      <Form form={form} layout="vertical" name={props.name}>
        {showsReason && (
          <Form.Item
            name="reason"
            label={reason}
            rules={[
              {
                required: asks,
                whitespace: true,
                message: t(`${area}.validation.required`, { field: reason }),
              },
              {
                max: REASON_MAX,
                message: t(`${area}.validation.tooLong`, { field: reason, max: REASON_MAX }),
              },
            ]}
          >
            <Input.TextArea rows={2} showCount maxLength={REASON_MAX} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
