import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { VOID_TICKET_STATUSES, type VoidTicketStatus } from '@ota/contract';
import { FilterForm } from '../../../components/filter-form';

export interface VoidFilterValues {
  voidNo?: string;
  orderNo?: string;
  pnr?: string;
  passengerName?: string;
  airline?: string;
  status?: VoidTicketStatus;
  createStart?: string;
  createEnd?: string;
  windowStart?: string;
  windowEnd?: string;
}

type Range = [Dayjs | null, Dayjs | null] | null;
type Dated = 'createStart' | 'createEnd' | 'windowStart' | 'windowEnd';
interface FormValues extends Omit<VoidFilterValues, Dated> {
  created?: Range;
  window?: Range;
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;
const upper = (value: string | undefined) => trimmed(value)?.toUpperCase();
const day = (value: string | undefined) => (value ? dayjs(value) : null);
const dayText = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');
const range = (start: string | undefined, end: string | undefined): Range =>
  start || end ? [day(start), day(end)] : null;

function toValues({ createStart, createEnd, windowStart, windowEnd, ...rest }: VoidFilterValues): FormValues {
  return { ...rest, created: range(createStart, createEnd), window: range(windowStart, windowEnd) };
}

function toSearch(values: Partial<FormValues>): VoidFilterValues {
  return {
    voidNo: upper(values.voidNo),
    orderNo: upper(values.orderNo),
    pnr: upper(values.pnr),
    passengerName: trimmed(values.passengerName),
    airline: upper(values.airline),
    status: values.status,
    createStart: dayText(values.created?.[0]),
    createEnd: dayText(values.created?.[1]),
    windowStart: dayText(values.window?.[0]),
    windowEnd: dayText(values.window?.[1]),
  };
}

/** Void and order numbers, PNR, passenger, airline, status, and the created and window-end ranges. */
export function VoidFilters({
  search,
  onSearch,
}: {
  search: VoidFilterValues;
  onSearch: (values: VoidFilterValues) => void;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`voidTickets.${key}`);
  return (
    <FilterForm<FormValues, VoidFilterValues>
      name="void-filters"
      search={search}
      toValues={toValues}
      toSearch={toSearch}
      onSearch={onSearch}
    >
      <Form.Item name="voidNo" label={label('voidNo')}>
        <Input allowClear maxLength={24} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="orderNo" label={label('orderNo')}>
        <Input allowClear maxLength={32} style={{ width: 160 }} data-testid="order-filter" />
      </Form.Item>
      <Form.Item name="pnr" label={label('pnr')}>
        <Input allowClear maxLength={6} style={{ width: 100 }} />
      </Form.Item>
      <Form.Item name="passengerName" label={label('passenger')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="airline" label={label('airline')}>
        <Input allowClear maxLength={2} style={{ width: 70 }} />
      </Form.Item>
      <Form.Item name="status" label={label('status')}>
        <Select
          allowClear
          style={{ minWidth: 130 }}
          placeholder={label('all')}
          data-testid="status-filter"
          options={VOID_TICKET_STATUSES.map((status) => ({
            value: status,
            label: label(`statuses.${status}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="created" label={label('created')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="window" label={label('windowEnds')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </FilterForm>
  );
}
