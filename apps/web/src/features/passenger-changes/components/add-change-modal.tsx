import { useEffect, useRef } from 'react';
import { Form, Radio } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { PASSENGER_CHANGE_TYPES, type OrderPassenger } from '@ota/contract';
import { PassengerField, useAddOrder, useAddTexts } from '../../../components/cases/case-add-fields';
import { CaseAddModal } from '../../../components/cases/case-add-modal';
import type { AddPrefill, ProposedPassengerChange } from '../../../lib/add-from-order';
import { formatBirthday } from '../../../lib/format';
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
export function AddChangeModal({
  prefill,
  proposal,
  onClose,
}: {
  /** Opened from an order: its number loaded and its first picked passenger chosen. */
  prefill?: AddPrefill;
  /** The new name or document an order's passenger edit asked for: filled in once the order loads. */
  proposal?: ProposedPassengerChange;
  onClose: () => void;
}) {
  const { t, label, required } = useAddTexts('passengerChanges');
  const navigate = useNavigate();
  const [form] = Form.useForm<ChangeFormValues>();
  // The order whose passengers are listed: set by Load, cleared when the order number is edited.
  const { orderNo, load, edited } = useAddOrder(form, ['passengerId'], prefill?.orderNo);
  const order = useOrderPassengers(orderNo);
  const add = useAddPassengerChange();
  const type = Form.useWatch('changeType', form) ?? 'NAME_CORRECTION';
  const picked = Form.useWatch('passengerId', form) !== undefined;
  const passengers: OrderPassenger[] = order.data?.found ? order.data.order.passengers : [];
  const missing = order.data && !order.data.found ? order.data.message : null;

  // The fields start again from the passenger as on the order whenever the passenger or the kind changes.
  const startFromPassenger = () => {
    const passenger = passengers.find((p) => p.id === form.getFieldValue('passengerId'));
    if (passenger) form.setFieldsValue(formFieldsOf(passenger));
  };
  const changed = (values: Partial<ChangeFormValues>) => {
    if (edited(values)) return;
    if ('passengerId' in values || 'changeType' in values) startFromPassenger();
  };
  // From an order: once its passengers are read, the passenger picked there starts the form, with
  // the proposed change over it.
  const started = useRef(false);
  useEffect(() => {
    const loaded = order.data?.found ? order.data.order.passengers : [];
    if (started.current || !prefill || loaded.length === 0) return;
    const wanted = proposal?.passenger.id ?? prefill.passengerIds[0];
    const passenger = loaded.find((p) => p.id === wanted);
    if (!passenger) return;
    started.current = true;
    form.setFieldsValue({ passengerId: passenger.id, ...formFieldsOf(passenger) });
    if (!proposal) return;
    const asked = proposal.passenger;
    form.setFieldsValue({
      changeType: proposal.changeType,
      name: asked.name,
      gender: asked.gender,
      birthday: dayjs(formatBirthday(asked.birthday)),
      nationality: asked.nationality,
      cardType: asked.cardType,
      cardNum: asked.cardNum,
      cardExpired: dayjs(asked.cardExpired),
      cardIssuePlace: asked.cardIssuePlace,
    });
  }, [prefill, proposal, order.data, form]);
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
      initialValues={prefill ? { ...INITIAL, orderNo: prefill.orderNo } : INITIAL}
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
