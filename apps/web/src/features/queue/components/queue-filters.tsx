import { Checkbox, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../components/filter-form';
import { anyStatusKey, statusKey, statusesFor } from '../lib/queue-view';

export interface QueueFilterValues {
  kind?: string;
  status?: string;
  overdueOnly?: 'true';
}

interface FormValues {
  kind?: string;
  status?: string;
  overdueOnly?: boolean;
}

const toValues = (search: QueueFilterValues): FormValues => ({
  kind: search.kind,
  status: search.status,
  overdueOnly: search.overdueOnly === 'true',
});

const toSearch = (values: Partial<FormValues>): QueueFilterValues => ({
  kind: values.kind,
  status: values.status,
  overdueOnly: values.overdueOnly ? 'true' : undefined,
});

interface QueueFiltersProps {
  kinds: readonly string[];
  search: QueueFilterValues;
  onSearch: (values: QueueFilterValues) => void;
}

/** The states of the kind chosen in the form (read inside the form, so it follows the choice). */
function StatusField({ kinds }: { kinds: readonly string[] }) {
  const { t } = useTranslation();
  const kind = Form.useWatch<string | undefined>('kind', Form.useFormInstance());
  return (
    <Form.Item name="status" label={t('queue.status')}>
      <Select
        allowClear
        showSearch
        style={{ minWidth: 170 }}
        placeholder={t('queue.all')}
        options={statusesFor(kinds, kind).map((value) => ({
          value,
          label: t(kind ? statusKey(kind, value) : anyStatusKey(kinds, value), { defaultValue: value }),
        }))}
      />
    </Form.Item>
  );
}

/** Kind, state and "overdue only". */
export function QueueFilters({ kinds, search, onSearch }: QueueFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterForm<FormValues, QueueFilterValues>
      name="queue-filters"
      search={search}
      toValues={toValues}
      toSearch={toSearch}
      onSearch={onSearch}
    >
      <Form.Item name="kind" label={t('queue.kind')}>
        <Select
          allowClear
          style={{ minWidth: 170 }}
          placeholder={t('queue.all')}
          data-testid="queue-kind"
          options={kinds.map((value) => ({
            value,
            label: t(`queue.kinds.${value}`, { defaultValue: value }),
          }))}
        />
      </Form.Item>
      <StatusField kinds={kinds} />
      <Form.Item name="overdueOnly" valuePropName="checked">
        <Checkbox data-testid="queue-overdue-only">{t('queue.overdueOnly')}</Checkbox>
      </Form.Item>
    </FilterForm>
  );
}
