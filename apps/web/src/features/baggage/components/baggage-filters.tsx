import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BAG_KINDS, BAGGAGE_STATUSES, type BagKind, type BaggageStatus } from '@ota/contract';
import { FilterForm } from '../../../components/filter-form';

export interface BaggageFilterValues {
  baggageNo?: string;
  orderNo?: string;
  pnr?: string;
  passengerName?: string;
  bagType?: BagKind;
  state?: BaggageStatus;
  createStart?: string;
  createEnd?: string;
}

type Range = [Dayjs | null, Dayjs | null] | null;
interface FormValues extends Omit<BaggageFilterValues, 'createStart' | 'createEnd'> {
  created?: Range;
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;
const upper = (value: string | undefined) => trimmed(value)?.toUpperCase();
const day = (value: string | undefined) => (value ? dayjs(value) : null);
const dayText = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');

function toValues({ createStart, createEnd, ...rest }: BaggageFilterValues): FormValues {
  return { ...rest, created: createStart || createEnd ? [day(createStart), day(createEnd)] : null };
}

function toSearch(values: Partial<FormValues>): BaggageFilterValues {
  return {
    baggageNo: upper(values.baggageNo),
    orderNo: upper(values.orderNo),
    pnr: upper(values.pnr),
    passengerName: trimmed(values.passengerName),
    bagType: values.bagType,
    state: values.state,
    createStart: dayText(values.created?.[0]),
    createEnd: dayText(values.created?.[1]),
  };
}

/** Bag and order numbers, PNR, passenger, bag type, state and the created range. */
export function BaggageFilters({
  search,
  onSearch,
}: {
  search: BaggageFilterValues;
  onSearch: (values: BaggageFilterValues) => void;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`baggage.${key}`);
  return (
    <FilterForm<FormValues, BaggageFilterValues>
      name="baggage-filters"
      search={search}
      toValues={toValues}
      toSearch={toSearch}
      onSearch={onSearch}
    >
      <Form.Item name="baggageNo" label={label('baggageNo')}>
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
      <Form.Item name="bagType" label={label('bagType')}>
        <Select
          allowClear
          style={{ minWidth: 120 }}
          placeholder={label('all')}
          options={BAG_KINDS.map((kind) => ({ value: kind, label: label(`kinds.${kind}`) }))}
        />
      </Form.Item>
      <Form.Item name="state" label={label('status')}>
        <Select
          allowClear
          style={{ minWidth: 150 }}
          placeholder={label('all')}
          data-testid="status-filter"
          options={BAGGAGE_STATUSES.map((status) => ({ value: status, label: label(`statuses.${status}`) }))}
        />
      </Form.Item>
      <Form.Item name="created" label={label('created')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </FilterForm>
  );
}
