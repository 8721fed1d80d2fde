import { Button, Form, Input, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

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
      <Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('roles.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch('');
            }}
          >
            {t('roles.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
