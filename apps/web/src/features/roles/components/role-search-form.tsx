import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterActions } from '../../../components/filter-actions';

/** Filters the role list by name (every role is on one answer, so this filters here). */
export function RoleSearchForm({ onSearch }: { onSearch: (name: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name?: string }>();
  return (
    <Form
      form={form}
      layout="inline"
      name="role-search"
      onFinish={(values) => onSearch(values.name?.trim() ?? '')}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="name" label={t('roles.name')}>
        <Input allowClear maxLength={64} placeholder={t('roles.searchName')} />
      </Form.Item>
      <FilterActions
        onReset={() => {
          form.resetFields();
          onSearch('');
        }}
      />
    </Form>
  );
}
