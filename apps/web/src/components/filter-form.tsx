import type { ReactNode } from 'react';
import { Button, Form, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface FilterFormProps<Values, Search> {
  /** The form's name: antd prefixes the fields' ids with it. */
  name: string;
  /** The search the fields ask for, trimmed and normalised; empty fields (after Reset) ask for all. */
  toSearch: (values: Partial<Values>) => Search;
  onSearch: (search: Search) => void;
  /** The filter fields (Form.Items named after the keys of Values). */
  children: ReactNode;
}

/** A list's filter form: its fields in one wrapping line, then Search and Reset. */
export function FilterForm<Values extends object, Search>(props: FilterFormProps<Values, Search>) {
  const { name, toSearch, onSearch, children } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<Partial<Values>>();
  const reset = () => {
    form.resetFields();
    onSearch(toSearch({}));
  };
  return (
    <Form
      form={form}
      layout="inline"
      name={name}
      style={{ rowGap: 12, marginBottom: 16 }}
      onFinish={(values) => onSearch(toSearch(values))}
    >
      {children}
      <Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common.search')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={reset}>
            {t('common.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
