import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../discard-guard';

const REASON_MAX = 500;

/** What a move dialog sends: the kind's own fields, and the reason where it shows. */
export type MoveFormValues<V extends object> = V & { reason?: string };

interface CaseMoveModalProps<S extends string, V extends object> {
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
  hintParams?: Record<string, unknown>;
  /** Moves that end the case without what was asked: a red confirm button. */
  danger: readonly S[];
  /** Moves that must say why (the server refuses them without a reason). */
  asksReason: readonly S[];
  /** The other moves may still note a reason; else the reason shows only where it is asked. */
  reasonOnEveryMove?: boolean;
  /** The kind's own words for a missing reason (a key in its area); else `validation.required`. */
  reasonRequiredKey?: string;
  /** The hint is a warning (it cannot be undone …): shown as plain text, not as an aside. */
  hintWarns?: boolean;
  /** What the kind asks for this move, in the same form, before the reason. */
  fields?: (to: S) => ReactNode;
  /** Where the kind's fields start when the dialog opens for this move. */
  initialValues?: (to: S) => Partial<V>;
  saving: boolean;
  onSubmit: (values: MoveFormValues<V>) => Promise<void>;
  onClose: () => void;
}

/** Confirms one move of a case: its hint says what the move does, its reason says why. */
export function CaseMoveModal<S extends string, V extends object = object>(props: CaseMoveModalProps<S, V>) {
  const { area, asksReason, saving, onSubmit, onClose } = props;
  const { t } = useTranslation();
  // While the dialog closes (a stale version closes it) it still shows the move it was for, never 'move to ?'.
  const [lastTo, setLastTo] = useState<S | null>(props.to);
  if (props.to !== null && props.to !== lastTo) setLastTo(props.to);
  const to = props.to ?? lastTo;
  const [form] = Form.useForm<MoveFormValues<V>>();
  const asks = to !== null && asksReason.includes(to);
  const showsReason = asks || props.reasonOnEveryMove === true;
  const startValues = useEffectEvent((opened: S) => props.initialValues?.(opened));

  useEffect(() => {
    if (!props.to) return;
    form.resetFields();
    const start = startValues(props.to);
    if (start) form.setFieldsValue(start);
  }, [props.to, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // A reason typed for a move that no longer shows the field does not travel.
    const reason = showsReason ? values.reason?.trim() || undefined : undefined;
    await onSubmit({ ...values, reason }).catch(() => undefined);
  };

  const status = to ? t(`${area}.statuses.${to}`) : '';
  return (
    <FormDialog
      open={props.to !== null}
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
      <Form form={form} layout="vertical" name={props.name}>
        {to && props.fields?.(to)}
        {showsReason && <ReasonField area={area} asks={asks} requiredKey={props.reasonRequiredKey} />}
      </Form>
    </FormDialog>
  );
}

function ReasonField({ area, asks, requiredKey }: { area: string; asks: boolean; requiredKey?: string }) {
  const { t } = useTranslation();
  const reason = t(`${area}.reason`);
  return (
    <Form.Item
      name="reason"
      label={reason}
      rules={[
        {
          required: asks,
          whitespace: true,
          message: t(`${area}.${requiredKey ?? 'validation.required'}`, { field: reason }),
        },
        {
          max: REASON_MAX,
          message: t(`${area}.validation.tooLong`, { field: reason, max: REASON_MAX }),
        },
      ]}
    >
      <Input.TextArea rows={2} showCount maxLength={REASON_MAX} data-testid="move-reason" />
    </Form.Item>
  );
}
