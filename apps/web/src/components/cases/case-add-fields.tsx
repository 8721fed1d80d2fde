import { useState } from 'react';
import { Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { segmentsFlownBy, type OrderDetail } from '@ota/contract';
import type { AddPrefill } from '../../lib/add-from-order';

/**
 * The fields every kind's add dialog starts with: the order number and its Load, then the order's
 * passenger and flight, and ends with: a remark. `area` is the kind's translation area; `step` the
 * dialog's own texts and test ids ('add' for most kinds, 'choose' for seats).
 */
interface AddFieldProps {
  area: string;
  step: string;
}

const REMARK_MAX = 500;

/** A kind's field labels and its 'X is required' rule, in the operator's language. */
export function useAddTexts(area: string) {
  const { t } = useTranslation();
  const label = (key: string) => t(`${area}.${key}`);
  const required = (key: string) => ({
    required: true,
    message: t(`${area}.validation.required`, { field: label(key) }),
  });
  return { t, label, required };
}

/**
 * The order an add dialog works on: set by Load (or by the order's details it was opened from);
 * editing the number drops it and empties the fields read from it.
 */
export function useAddOrder<V extends { orderNo: string }>(
  form: FormInstance<V>,
  fromOrder: readonly (keyof V & string)[],
  prefilled = '',
) {
  const [orderNo, setOrderNo] = useState(prefilled);
  // antd cannot name a field of a form whose values are only known to hold an order number.
  const fields = form as unknown as FormInstance<Record<string, unknown>>;
  const load = async (value: string) => {
    fields.setFieldValue('orderNo', value.trim().toUpperCase());
    const valid = await form.validateFields(['orderNo']).catch(() => null);
    if (valid) setOrderNo(valid.orderNo);
  };
  /** Call from the form's onValuesChange: true when the order number was edited. */
  const edited = (values: Partial<V>) => {
    if (!('orderNo' in values)) return false;
    setOrderNo('');
    fromOrder.forEach((name) => fields.setFieldValue(name, undefined));
    return true;
  };
  return { orderNo, load, edited };
}

/** Opened from an order's details: its order loaded, the first passenger and flight picked there. */
export const prefilledOrder = (prefill: AddPrefill | undefined) =>
  prefill && {
    orderNo: prefill.orderNo,
    passengerId: prefill.passengerIds[0],
    segmentId: prefill.segmentIds[0],
  };

interface OrderNoFieldProps extends AddFieldProps {
  /** The order loaded; '' until Load. */
  orderNo: string;
  loading: boolean;
  /** The server's words when the order cannot be read. */
  missing: string | null;
  onLoad: (value: string) => Promise<void>;
}

export function OrderNoField({ area, step, orderNo, loading, missing, onLoad }: OrderNoFieldProps) {
  const { label, required } = useAddTexts(area);
  return (
    <Form.Item
      name="orderNo"
      label={label('orderNo')}
      rules={[required('orderNo')]}
      extra={orderNo ? undefined : label(`${step}.loadHint`)}
      {...(missing ? { validateStatus: 'error' as const, help: missing } : {})}
    >
      <Input.Search
        maxLength={32}
        enterButton={label(`${step}.load`)}
        loading={loading}
        onSearch={(value) => void onLoad(value)}
        data-testid={`${step}-order-no`}
      />
    </Form.Item>
  );
}

interface PassengerFieldProps extends AddFieldProps {
  disabled: boolean;
  /** The order's passengers, each named as the kind needs (with its document, as an infant …). */
  options: { value: number; label: string; disabled?: boolean }[];
}

export function PassengerField({ area, step, disabled, options }: PassengerFieldProps) {
  const { label, required } = useAddTexts(area);
  return (
    <Form.Item name="passengerId" label={label('passenger')} rules={[required('passenger')]}>
      <Select
        disabled={disabled}
        placeholder={label(`${step}.pickPassenger`)}
        data-testid={`${step}-passenger`}
        options={options}
      />
    </Form.Item>
  );
}

interface FlightFieldProps extends AddFieldProps {
  order: OrderDetail | undefined;
  /** The passenger picked, whose flights alone are offered (decision 0041). */
  passengerId: number | undefined;
}

/** The flights the passenger picked flies (all the order's until one is): number, route and departure. */
export function FlightField({ area, step, order, passengerId }: FlightFieldProps) {
  const { label, required } = useAddTexts(area);
  const segments = order?.segments ?? [];
  const flown = passengerId === undefined ? segments : segmentsFlownBy(segments, passengerId);
  return (
    <Form.Item name="segmentId" label={label('flight')} rules={[required('flight')]}>
      <Select
        disabled={!order}
        placeholder={label(`${step}.pickFlight`)}
        data-testid={`${step}-segment`}
        options={flown.map((s) => ({
          value: s.id,
          label: `${s.flightNo} ${s.dep}-${s.arr} ${s.fullDepTime.slice(0, 16)}`,
        }))}
      />
    </Form.Item>
  );
}

export function RemarkField({ area }: Pick<AddFieldProps, 'area'>) {
  const { t, label } = useAddTexts(area);
  return (
    <Form.Item
      name="remark"
      label={label('remark')}
      rules={[
        {
          max: REMARK_MAX,
          message: t(`${area}.validation.tooLong`, { field: label('remark'), max: REMARK_MAX }),
        },
      ]}
    >
      <Input.TextArea rows={2} showCount maxLength={REMARK_MAX} />
    </Form.Item>
  );
}

/** The remark as sent: trimmed, left out when empty. */
export const remarkOf = (values: { remark?: string }) => values.remark?.trim() || undefined;
