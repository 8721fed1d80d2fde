import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../components/filter-form';
import { PlatformType, type PlatformTypeValue } from '@ota/contract';

export interface ThresholdFilterValues {
  currency?: string;
  platformType?: PlatformTypeValue;
}

/** Currency, and for a user without a platform the platform. */
export function ThresholdFilters({
  showPlatform,
  search,
  onSearch,
}: {
  showPlatform: boolean;
  search: ThresholdFilterValues;
  onSearch: (values: ThresholdFilterValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterForm<ThresholdFilterValues, ThresholdFilterValues>
      name="threshold-filters"
      search={search}
      onSearch={onSearch}
      toSearch={(values) => ({
        currency: values.currency?.trim().toUpperCase() || undefined,
        platformType: values.platformType,
      })}
    >
      <Form.Item name="currency" label={t('thresholds.currency')}>
        <Input allowClear maxLength={3} placeholder="EUR" style={{ width: 110 }} />
      </Form.Item>
      {showPlatform && (
        <Form.Item name="platformType" label={t('thresholds.platform')}>
          <Select
            allowClear
            style={{ minWidth: 150 }}
            placeholder={t('thresholds.allPlatforms')}
            options={Object.values(PlatformType).map((value) => ({
              value,
              label: t(`thresholds.platforms.${value}`),
            }))}
          />
        </Form.Item>
      )}
    </FilterForm>
  );
}
