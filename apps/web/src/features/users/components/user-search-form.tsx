import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterActions } from '../../../components/filter-actions';

export interface UserSearch {
  name?: string;
  phone?: string;
}

/** Name and phone filters of the user list. */
export function UserSearchForm({ onSearch }: { onSearch: (search: UserSearch) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserSearch>();
  const submit = (values: UserSearch) =>
    onSearch({ name: values.name?.trim() || undefined, phone: values.phone?.trim() || undefined });

  return (
    <Form
      form={form}
      layout="inline"
      name="user-search"
      onFinish={submit}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="name" label={t('users.name')}>
        <Input allowClear maxLength={64} placeholder={t('users.searchName')} />
      </Form.Item>
      <Form.Item name="phone" label={t('users.phone')}>
        <Input allowClear maxLength={32} placeholder={t('users.searchPhone')} />
      </Form.Item>
      <FilterActions
        onReset={() => {
          form.resetFields();
          onSearch({});
        }}
      />
    </Form>
  );
}
