import { Form, Input, InputNumber, Radio, Typography } from 'antd';
import { useNavigate } from 'react-router';
import {
  COMPENSATION_SOURCES,
  COMPENSATION_TYPES,
  type CompensationSource,
  type CompensationType,
} from '@ota/contract';
import { remarkOf, useAddTexts } from '../../../components/cases/case-add-fields';
import { CaseAddModal } from '../../../components/cases/case-add-modal';
import { amountText } from '../../../lib/case-outcome';
import type { AddPrefill } from '../../../lib/add-from-order';
import { notify } from '../../../lib/notify';
import { useAddCompensation } from '../api/change-compensation';
import { detailPath } from './compensation-table';

interface AddValues {
  orderNo: string;
  source: CompensationSource;
  type: CompensationType;
  amount?: number | null;
  remark?: string;
}

const INITIAL: Partial<AddValues> = { source: 'DISRUPTION', type: 'AIRLINE' };

/**
 * Opens a compensation: the order, why (a disruption on it, whose EU261 band the server takes, or a
 * complaint), who pays (the airline or the agency as goodwill) and the amount (from the band when
 * left empty for a disruption). A refusal warns and keeps the form; an opened case shows its detail.
 */
export function AddCompensationModal({ prefill, onClose }: { prefill?: AddPrefill; onClose: () => void }) {
  const { t, label, required } = useAddTexts('compensations');
  const navigate = useNavigate();
  const [form] = Form.useForm<AddValues>();
  const add = useAddCompensation();
  const source = Form.useWatch('source', form) ?? 'DISRUPTION';

  const submit = async (values: AddValues) => {
    const outcome = await add
      .mutateAsync({
        orderNo: values.orderNo.trim().toUpperCase(),
        source: values.source,
        type: values.type,
        amount: amountText(values.amount),
        remark: remarkOf(values),
      })
      .catch(() => null);
    if (!outcome?.done) return;
    notify.success(t('compensations.add.added', { compensationNo: outcome.data.compensationNo }));
    onClose();
    void navigate(detailPath(outcome.data.id));
  };

  return (
    <CaseAddModal<AddValues>
      area="compensations"
      step="add"
      name="add-compensation"
      form={form}
      okTestId="add-compensation-ok"
      saving={add.isPending}
      initialValues={{ ...INITIAL, orderNo: prefill?.orderNo }}
      onFinish={submit}
      onClose={onClose}
      note={<Typography.Text type="secondary">{label('add.hint')}</Typography.Text>}
    >
      <Form.Item name="orderNo" label={label('orderNo')} rules={[required('orderNo')]}>
        <Input maxLength={32} data-testid="add-order-no" />
      </Form.Item>
      <Form.Item name="source" label={label('source')} rules={[required('source')]}>
        <Radio.Group
          data-testid="add-source"
          options={COMPENSATION_SOURCES.map((value) => ({ value, label: label(`sources.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="type" label={label('type')} rules={[required('type')]}>
        <Radio.Group
          data-testid="add-type"
          options={COMPENSATION_TYPES.map((value) => ({ value, label: label(`types.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={label('applicationAmount')}
        rules={source === 'COMPLAINT' ? [required('applicationAmount')] : []}
        extra={source === 'DISRUPTION' ? label('add.amountHint') : undefined}
      >
        <InputNumber min={0.01} max={100000} precision={2} style={{ width: 200 }} data-testid="add-amount" />
      </Form.Item>
    </CaseAddModal>
  );
}
