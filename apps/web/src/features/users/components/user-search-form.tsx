import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../components/filter-form';

export interface UserSearch {
  name?: string;
  phone?: string;
}

/** Name and phone filters of the user list. */
export function UserSearchForm({
  search,
  onSearch,
}: {
  search: UserSearch;
  onSearch: (search: UserSearch) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterForm<UserSearch, UserSearch>
      name="user-search"
      search={search}
      onSearch={onSearch}
      toSearch={(values) => ({
        name: values.name?.trim() || undefined,
        phone: values.phone?.trim() || undefined,
      })}
    >
      <Form.Item name="name" label={t('users.name')}>
        <Input allowClear maxLength={64} placeholder={t('users.searchName')} />
      </Form.Item>
      <Form.Item name="phone" label={t('users.phone')}>
        <Input allowClear maxLength={32} placeholder={t('users.searchPhone')} />
      </Form.Item>
    </FilterForm>
  );
}
