import { useState } from 'react';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSENGER_CHANGE_TYPES, type OrderPassenger } from '@ota/contract';
import { notify } from '../../../lib/notify';
import { useAddPassengerChange } from '../api/add-passenger-change';
import { useOrderPassengers } from '../api/get-order-passengers';
import { formFieldsOf, toAddInput, type ChangeFormValues } from '../lib/change-form';
import { detailPath } from './change-table';
import { PassengerFields } from './passenger-fields';

const REMARK_MAX = 500;
const INITIAL: Partial<ChangeFormValues> = { changeType: 'NAME_CORRECTION' };

/**
 * Opens a passenger change: the order (its passengers read from it), the passenger, the kind of
 * change and the fields it edits, prefilled with the passenger's current values. A refusal (400)
 * shows the server's words as a warning and keeps the form open; an opened change shows its detail.
 */
export function AddChangeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ChangeFormValues>();
  // The order whose passengers are listed: set by Load, cleared when the order number is edited.
  const [orderNo, setOrderNo] = useState('');
  const order = useOrderPassengers(orderNo);
  const add = useAddPassengerChange();
  const type = Form.useWatch('changeType', form) ?? 'NAME_CORRECTION';
  const picked = Form.useWatch('passengerId', form) !== undefined;
  const passengers: OrderPassenger[] = order.data?.found ? order.data.passengers : [];
  const missing = order.data && !order.data.found ? order.data.message : null;
  const label = (key: string) => t(`passengerChanges.${key}`);
  const required = (key: string) => ({
    required: true,
    message: t('passengerChanges.validation.required', { field: label(key) }),
  });

  const load = async (value: string) => {
    form.setFieldsValue({ orderNo: value.trim().toUpperCase() });
    const valid = await form.validateFields(['orderNo']).catch(() => null);
    if (valid) setOrderNo(valid.orderNo);
  };
  // The fields start again from the passenger as on the order whenever the passenger or the kind changes.
  const prefill = () => {
    const passenger = passengers.find((p) => p.id === form.getFieldValue('passengerId'));
    if (passenger) form.setFieldsValue(formFieldsOf(passenger));
  };
  const changed = (values: Partial<ChangeFormValues>) => {
    if ('orderNo' in values) {
      setOrderNo('');
      form.setFieldsValue({ passengerId: undefined });
    }
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
    <Modal
      open
      title={label('add.title')}
      okText={label('add.submit')}
      okButtonProps={{ 'data-testid': 'add-change-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={add.isPending}
      width={720}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="passenger-change-add"
        initialValues={INITIAL}
        onValuesChange={changed}
        onFinish={(values) => void submit(values)}
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
            loading={order.isFetching}
            onSearch={(value) => void load(value)}
            data-testid="add-order-no"
          />
        </Form.Item>
        <Form.Item name="passengerId" label={label('passenger')} rules={[required('passenger')]}>
          <Select
            disabled={passengers.length === 0}
            placeholder={label('add.pickPassenger')}
            data-testid="add-passenger"
            options={passengers.map((p) => ({
              value: p.id,
              label: `${p.name} · ${t(`passengerChanges.cardTypes.${p.cardType}`)} ${p.cardNum}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="changeType" label={label('type')} rules={[required('type')]}>
          <Radio.Group
            options={PASSENGER_CHANGE_TYPES.map((value) => ({ value, label: label(`types.${value}`) }))}
          />
        </Form.Item>
        {picked && <PassengerFields type={type} />}
        <Form.Item
          name="remark"
          label={label('remark')}
          rules={[
            {
              max: REMARK_MAX,
              message: t('passengerChanges.validation.tooLong', { field: label('remark'), max: REMARK_MAX }),
            },
          ]}
        >
          <Input.TextArea rows={2} showCount maxLength={REMARK_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
