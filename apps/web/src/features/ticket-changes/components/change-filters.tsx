import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  TICKET_CHANGE_STATUSES,
  TICKET_CHANGE_TYPES,
  type TicketChangeStatus,
  type TicketChangeType,
} from '@ota/contract';
import { FilterForm } from '../../../components/filter-form';

export interface ChangeFilterValues {
  changeNo?: string;
  orderNo?: string;
  pnr?: string;
  passengerName?: string;
  airline?: string;
  changeType?: TicketChangeType;
  status?: TicketChangeStatus;
  createStart?: string;
  createEnd?: string;
  deadlineStart?: string;
  deadlineEnd?: string;
}

type Range = [Dayjs | null, Dayjs | null] | null;

type FormValues = Omit<ChangeFilterValues, 'createStart' | 'createEnd' | 'deadlineStart' | 'deadlineEnd'> & {
  created?: Range;
  deadline?: Range;
};

const trimmed = (value: string | undefined) => value?.trim() || undefined;
const upper = (value: string | undefined) => trimmed(value)?.toUpperCase();
const day = (value: string | undefined) => (value ? dayjs(value) : null);
const range = (start: string | undefined, end: string | undefined): Range =>
  start || end ? [day(start), day(end)] : null;
const dayText = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');

function toValues(search: ChangeFilterValues): FormValues {
  const { createStart, createEnd, deadlineStart, deadlineEnd, ...rest } = search;
  return { ...rest, created: range(createStart, createEnd), deadline: range(deadlineStart, deadlineEnd) };
}

function toSearch(values: Partial<FormValues>): ChangeFilterValues {
  return {
    changeNo: upper(values.changeNo),
    orderNo: upper(values.orderNo),
    pnr: upper(values.pnr),
    passengerName: trimmed(values.passengerName),
    airline: upper(values.airline),
    changeType: values.changeType,
    status: values.status,
    createStart: dayText(values.created?.[0]),
    createEnd: dayText(values.created?.[1]),
    deadlineStart: dayText(values.deadline?.[0]),
    deadlineEnd: dayText(values.deadline?.[1]),
  };
}

/** Change and order numbers, PNR, passenger, airline, type, status, created and deadline ranges. */
export function ChangeFilters({
  search,
  onSearch,
}: {
  search: ChangeFilterValues;
  onSearch: (values: ChangeFilterValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterForm<FormValues, ChangeFilterValues>
      name="change-filters"
      search={search}
      toValues={toValues}
      toSearch={toSearch}
      onSearch={onSearch}
    >
      <Form.Item name="changeNo" label={t('ticketChanges.changeNo')}>
        <Input allowClear maxLength={24} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="orderNo" label={t('ticketChanges.orderNo')}>
        <Input allowClear maxLength={32} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="pnr" label={t('ticketChanges.pnr')}>
        <Input allowClear maxLength={6} style={{ width: 100 }} />
      </Form.Item>
      <Form.Item name="passengerName" label={t('ticketChanges.passenger')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="airline" label={t('ticketChanges.airline')}>
        <Input allowClear maxLength={2} style={{ width: 70 }} placeholder="DA" />
      </Form.Item>
      <Form.Item name="changeType" label={t('ticketChanges.type')}>
        <Select
          allowClear
          style={{ minWidth: 150 }}
          placeholder={t('ticketChanges.all')}
          options={TICKET_CHANGE_TYPES.map((type) => ({
            value: type,
            label: t(`ticketChanges.types.${type}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('ticketChanges.status')}>
        <Select
          allowClear
          style={{ minWidth: 170 }}
          placeholder={t('ticketChanges.all')}
          data-testid="status-filter"
          options={TICKET_CHANGE_STATUSES.map((status) => ({
            value: status,
            label: t(`ticketChanges.statuses.${status}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="created" label={t('ticketChanges.created')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="deadline" label={t('ticketChanges.deadline')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </FilterForm>
  );
}
