import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { REFUND_STATUSES, REFUND_TYPES, type RefundStatus, type RefundType } from '@ota/contract';
import { FilterForm } from '../../../components/filter-form';

export interface RefundFilterValues {
  refundNo?: string;
  orderNo?: string;
  pnr?: string;
  passengerName?: string;
  airline?: string;
  refundType?: RefundType;
  status?: RefundStatus;
  createStart?: string;
  createEnd?: string;
  deadlineStart?: string;
  deadlineEnd?: string;
}

type Range = [Dayjs | null, Dayjs | null] | null;

interface FormValues {
  refundNo?: string;
  orderNo?: string;
  pnr?: string;
  passengerName?: string;
  airline?: string;
  refundType?: RefundType;
  status?: RefundStatus;
  created?: Range;
  deadline?: Range;
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;
const upper = (value: string | undefined) => trimmed(value)?.toUpperCase();
const day = (value: string | undefined) => (value ? dayjs(value) : null);
const range = (start: string | undefined, end: string | undefined): Range =>
  start || end ? [day(start), day(end)] : null;
const dayText = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');

function toValues(search: RefundFilterValues): FormValues {
  const { createStart, createEnd, deadlineStart, deadlineEnd, ...rest } = search;
  return { ...rest, created: range(createStart, createEnd), deadline: range(deadlineStart, deadlineEnd) };
}

function toSearch(values: Partial<FormValues>): RefundFilterValues {
  return {
    refundNo: upper(values.refundNo),
    orderNo: upper(values.orderNo),
    pnr: upper(values.pnr),
    passengerName: trimmed(values.passengerName),
    airline: upper(values.airline),
    refundType: values.refundType,
    status: values.status,
    createStart: dayText(values.created?.[0]),
    createEnd: dayText(values.created?.[1]),
    deadlineStart: dayText(values.deadline?.[0]),
    deadlineEnd: dayText(values.deadline?.[1]),
  };
}

/** Refund and order numbers, PNR, passenger, airline, type, status, created and deadline ranges. */
export function RefundFilters({
  search,
  onSearch,
}: {
  search: RefundFilterValues;
  onSearch: (values: RefundFilterValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterForm<FormValues, RefundFilterValues>
      name="refund-filters"
      search={search}
      toValues={toValues}
      toSearch={toSearch}
      onSearch={onSearch}
    >
      <Form.Item name="refundNo" label={t('refunds.refundNo')}>
        <Input allowClear maxLength={24} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="orderNo" label={t('refunds.orderNo')}>
        <Input allowClear maxLength={32} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="pnr" label={t('refunds.pnr')}>
        <Input allowClear maxLength={6} style={{ width: 100 }} />
      </Form.Item>
      <Form.Item name="passengerName" label={t('refunds.passenger')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="airline" label={t('refunds.airline')}>
        <Input allowClear maxLength={2} style={{ width: 70 }} placeholder="DA" />
      </Form.Item>
      <Form.Item name="refundType" label={t('refunds.type')}>
        <Select
          allowClear
          style={{ minWidth: 150 }}
          placeholder={t('refunds.all')}
          options={REFUND_TYPES.map((type) => ({ value: type, label: t(`refunds.types.${type}`) }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('refunds.status')}>
        <Select
          allowClear
          style={{ minWidth: 170 }}
          placeholder={t('refunds.all')}
          options={REFUND_STATUSES.map((status) => ({
            value: status,
            label: t(`refunds.statuses.${status}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="created" label={t('refunds.created')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="deadline" label={t('refunds.deadline')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </FilterForm>
  );
}
