import { Form, Radio } from 'antd';
import { useNavigate } from 'react-router';
import { PASSENGER_CHANGE_TYPES, type OrderPassenger } from '@ota/contract';
import { PassengerField, useAddOrder, useAddTexts } from '../../../components/cases/case-add-fields';
import { CaseAddModal } from '../../../components/cases/case-add-modal';
import { notify } from '../../../lib/notify';
import { useAddPassengerChange } from '../api/add-passenger-change';
import { useOrderPassengers } from '../api/get-order-passengers';
import { formFieldsOf, toAddInput, type ChangeFormValues } from '../lib/change-form';
import { detailPath } from './change-table';
import { PassengerFields } from './passenger-fields';

const INITIAL: Partial<ChangeFormValues> = { changeType: 'NAME_CORRECTION' };

/**
 * Opens a passenger change: the order (its passengers read from it), the passenger, the kind of
 * change and the fields it edits, prefilled with the passenger's current values. A refusal (400)
 * shows the server's words as a warning and keeps the form open; an opened change shows its detail.
 */
export function AddChangeModal({ onClose }: { onClose: () => void }) {
  const { t, label, required } = useAddTexts('passengerChanges');
  const navigate = useNavigate();
  const [form] = Form.useForm<ChangeFormValues>();
  // The order whose passengers are listed: set by Load, cleared when the order number is edited.
  const { orderNo, load, edited } = useAddOrder(form, ['passengerId']);
  const order = useOrderPassengers(orderNo);
  const add = useAddPassengerChange();
  const type = Form.useWatch('changeType', form) ?? 'NAME_CORRECTION';
  const picked = Form.useWatch('passengerId', form) !== undefined;
  const passengers: OrderPassenger[] = order.data?.found ? order.data.order.passengers : [];
  const missing = order.data && !order.data.found ? order.data.message : null;

  // The fields start again from the passenger as on the order whenever the passenger or the kind changes.
  const prefill = () => {
    const passenger = passengers.find((p) => p.id === form.getFieldValue('passengerId'));
    if (passenger) form.setFieldsValue(formFieldsOf(passenger));
  };
  const changed = (values: Partial<ChangeFormValues>) => {
    if (edited(values)) return;
    if ('passengerId' in values || 'changeType' in values) prefill();
  };
  const submit = async (values: ChangeFormValues) => {
    const passenger = passengers.find((p) => p.id === values.passengerId);
    if (!passenger) return;
    const outcome = await add.mutateAsync(toAddInput(orderNo, passenger, values)).catch(() => null);
    if (!outcome?.done) return;
    notify.success(t('passengerChanges.add.added', { changeNo: outcome.data.changeNo }));
    onClose();
    navigate(detailPath(outcome.data.id));
  };

  return (
    <CaseAddModal<ChangeFormValues>
      area="passengerChanges"
      step="add"
      name="passenger-change-add"
      form={form}
      okTestId="add-change-ok"
      saving={add.isPending}
      width={720}
      initialValues={INITIAL}
      onValuesChange={changed}
      onFinish={submit}
      onClose={onClose}
      order={{ orderNo, loading: order.isFetching, missing, onLoad: load }}
    >
      <PassengerField
        area="passengerChanges"
        step="add"
        disabled={passengers.length === 0}
        options={passengers.map((p) => ({
          value: p.id,
          label: `${p.name} · ${t(`passengerChanges.cardTypes.${p.cardType}`)} ${p.cardNum}`,
        }))}
      />
      <Form.Item name="changeType" label={label('type')} rules={[required('type')]}>
        <Radio.Group
          options={PASSENGER_CHANGE_TYPES.map((value) => ({ value, label: label(`types.${value}`) }))}
        />
      </Form.Item>
      {picked && <PassengerFields type={type} />}
    </CaseAddModal>
  );
}
