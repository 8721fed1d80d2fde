import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../components/filter-form';

export interface RoleSearch {
  name?: string;
}

/** Filters the role list by name (every role is on one answer, so this filters here). */
export function RoleSearchForm({
  search,
  onSearch,
}: {
  search: RoleSearch;
  onSearch: (search: RoleSearch) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterForm<RoleSearch, RoleSearch>
      name="role-search"
      search={search}
      onSearch={onSearch}
      toSearch={(values) => ({ name: values.name?.trim() || undefined })}
    >
      <Form.Item name="name" label={t('roles.name')}>
        <Input allowClear maxLength={64} placeholder={t('roles.searchName')} />
      </Form.Item>
    </FilterForm>
  );
}
