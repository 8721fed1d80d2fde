import { useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AddPrefill } from '../../../lib/add-from-order';
import { notify } from '../../../lib/notify';
import { useAddVoid, useOrderTickets } from '../api/void-tickets-api';
import { detailPath } from '../lib/void-view';
import { TicketChoice } from './ticket-choice';

const REMARK_MAX = 500;

interface AddValues {
  orderNo: string;
  passengerId?: number;
  remark?: string;
}

/**
 * Asks for a void: the order number, then one of its tickets (each with its window's end and amount;
 * those that cannot be voided disabled with the reason), and a remark. A refusal (the window closed
 * meanwhile, a void already asked) warns with the server's words and keeps the form open.
 */
export function AddVoidModal({ prefill, onClose }: { prefill?: AddPrefill; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<AddValues>();
  // Opened from an order's details: its tickets loaded at once.
  const [orderNo, setOrderNo] = useState(prefill?.orderNo ?? '');
  const tickets = useOrderTickets(orderNo);
  const add = useAddVoid();
  const found = tickets.data?.found ? tickets.data.tickets : undefined;
  const missing = tickets.data && !tickets.data.found ? tickets.data.message : null;
  const label = (key: string) => t(`voidTickets.${key}`);
  const required = (key: string) => ({
    required: true,
    message: t('voidTickets.validation.required', { field: label(key) }),
  });

  const load = async (value: string) => {
    form.setFieldsValue({ orderNo: value.trim().toUpperCase() });
    const valid = await form.validateFields(['orderNo']).catch(() => null);
    if (valid) setOrderNo(valid.orderNo);
  };
  const changed = (values: Partial<AddValues>) => {
    if (!('orderNo' in values)) return;
    setOrderNo('');
    form.setFieldsValue({ passengerId: undefined });
  };
  const submit = async (values: AddValues) => {
    if (values.passengerId === undefined) return;
    const outcome = await add
      .mutateAsync({ orderNo, passengerId: values.passengerId, remark: values.remark?.trim() || undefined })
      .catch(() => null);
    if (!outcome?.done) return;
    notify.success(t('voidTickets.add.done', { voidNo: outcome.data.voidNo }));
    onClose();
    navigate(detailPath(outcome.data.id));
  };

  return (
    <Modal
      open
      title={label('add.title')}
      okText={label('add.submit')}
      okButtonProps={{ 'data-testid': 'add-void-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={add.isPending}
      width={680}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="void-add"
        initialValues={prefill && { orderNo: prefill.orderNo }}
        onValuesChange={changed}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="orderNo"
          label={label('orderNo')}
          rules={[required('orderNo')]}
          extra={orderNo ? undefined : label('add.loadHint')}
          {...(missing ? { validateStatus: 'error' as const, help: missing } : {})}
        >
          <Input.Search
            maxLength={32}
            enterButton={label('add.load')}
            loading={tickets.isFetching}
            onSearch={(value) => void load(value)}
            data-testid="add-order-no"
          />
        </Form.Item>
        <Form.Item name="passengerId" label={label('add.ticket')} rules={[required('add.ticket')]}>
          {found && found.length > 0 ? (
            <TicketChoice tickets={found} />
          ) : (
            <Typography.Text type="secondary">
              {found ? label('add.noTickets') : label('add.loadFirst')}
            </Typography.Text>
          )}
        </Form.Item>
        <Form.Item
          name="remark"
          label={label('remark')}
          rules={[
            {
              max: REMARK_MAX,
              message: t('voidTickets.validation.tooLong', { field: label('remark'), max: REMARK_MAX }),
            },
          ]}
        >
          <Input.TextArea rows={2} showCount maxLength={REMARK_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
