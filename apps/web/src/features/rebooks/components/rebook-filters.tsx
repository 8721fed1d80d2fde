import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../components/filter-form';
import { REBOOK_REASONS, REBOOK_STATUSES, type RebookPageQuery } from '@ota/contract';

export type RebookFilterValues = Pick<
  Partial<RebookPageQuery>,
  'orderNo' | 'pnr' | 'passengerName' | 'reason' | 'rebookStatus'
>;

const blank = (value: string | undefined) => value?.trim() || undefined;

/** Order number, PNR, passenger, reason and rebook status. */
export function RebookFilters({
  search,
  onSearch,
}: {
  search: RebookFilterValues;
  onSearch: (values: RebookFilterValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterForm<RebookFilterValues, RebookFilterValues>
      name="rebook-filters"
      search={search}
      onSearch={onSearch}
      toSearch={(values) => ({
        orderNo: blank(values.orderNo),
        pnr: blank(values.pnr)?.toUpperCase(),
        passengerName: blank(values.passengerName),
        reason: values.reason,
        rebookStatus: values.rebookStatus,
      })}
    >
      <Form.Item name="orderNo" label={t('rebooks.orderNo')}>
        <Input allowClear maxLength={32} />
      </Form.Item>
      <Form.Item name="pnr" label={t('rebooks.pnr')}>
        <Input allowClear maxLength={6} style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name="passengerName" label={t('rebooks.passenger')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="reason" label={t('rebooks.reason')}>
        <Select
          allowClear
          style={{ minWidth: 150 }}
          placeholder={t('rebooks.all')}
          options={REBOOK_REASONS.map((reason) => ({ value: reason, label: t(`rebooks.reasons.${reason}`) }))}
        />
      </Form.Item>
      <Form.Item name="rebookStatus" label={t('rebooks.rebookStatus')}>
        <Select
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('rebooks.all')}
          options={[...REBOOK_STATUSES, 'NONE' as const].map((status) => ({
            value: status,
            label: t(`rebooks.statuses.${status}`),
          }))}
        />
      </Form.Item>
    </FilterForm>
  );
}
