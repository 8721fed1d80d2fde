import { Form, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { remarkOf, useAddOrder, useAddTexts } from '../../../components/cases/case-add-fields';
import { CaseAddModal } from '../../../components/cases/case-add-modal';
import type { AddPrefill } from '../../../lib/add-from-order';
import { notify } from '../../../lib/notify';
import { addVoid, useOrderTickets, voids } from '../api/void-tickets-api';
import { detailPath } from '../lib/void-view';
import { TicketChoice } from './ticket-choice';

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
  const { t, label, required } = useAddTexts('voidTickets');
  const navigate = useNavigate();
  const [form] = Form.useForm<AddValues>();
  // Opened from an order's details: its tickets loaded at once.
  const { orderNo, load, edited } = useAddOrder(form, ['passengerId'], prefill?.orderNo);
  const tickets = useOrderTickets(orderNo);
  const add = voids.useChange(addVoid);
  const found = tickets.data?.found ? tickets.data.tickets : undefined;
  const missing = tickets.data && !tickets.data.found ? tickets.data.message : null;

  const submit = async (values: AddValues) => {
    if (values.passengerId === undefined) return;
    const outcome = await add
      .mutateAsync({ orderNo, passengerId: values.passengerId, remark: remarkOf(values) })
      .catch(() => null);
    if (!outcome?.done) return;
    notify.success(t('voidTickets.add.done', { voidNo: outcome.data.voidNo }));
    onClose();
    navigate(detailPath(outcome.data.id));
  };

  return (
    <CaseAddModal<AddValues>
      area="voidTickets"
      step="add"
      name="void-add"
      form={form}
      okTestId="add-void-ok"
      saving={add.isPending}
      width={680}
      initialValues={prefill && { orderNo: prefill.orderNo }}
      onValuesChange={edited}
      onFinish={submit}
      onClose={onClose}
      order={{ orderNo, loading: tickets.isFetching, missing, onLoad: load }}
    >
      <Form.Item name="passengerId" label={label('add.ticket')} rules={[required('add.ticket')]}>
        {found && found.length > 0 ? (
          <TicketChoice tickets={found} />
        ) : (
          <Typography.Text type="secondary">
            {found ? label('add.noTickets') : label('add.loadFirst')}
          </Typography.Text>
        )}
      </Form.Item>
    </CaseAddModal>
  );
}
