import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../components/filter-form';

/** Filters the role list by name (every role is on one answer, so this filters here). */
export function RoleSearchForm({ onSearch }: { onSearch: (name: string) => void }) {
  const { t } = useTranslation();
  return (
    <FilterForm<{ name: string }, string>
      name="role-search"
      onSearch={onSearch}
      toSearch={(values) => values.name?.trim() ?? ''}
    >
      <Form.Item name="name" label={t('roles.name')}>
        <Input allowClear maxLength={64} placeholder={t('roles.searchName')} />
      </Form.Item>
    </FilterForm>
  );
}
