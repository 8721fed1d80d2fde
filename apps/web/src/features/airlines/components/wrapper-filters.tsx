import { Button, Form, Input, Select } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { WRAPPER_NAME_MAX, WRAPPER_STATUSES, type WrapperStatus } from '@ota/contract';

export interface WrapperFilterValues {
  name?: string;
  status?: WrapperStatus;
}

/** Name and status; the page keys this form by its search, so it starts from the one shown. */
export function WrapperFilters({
  search,
  onSearch,
  onAdd,
}: {
  search: WrapperFilterValues;
  onSearch: (values: WrapperFilterValues) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WrapperFilterValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="wrapper-filters"
      initialValues={search}
      onFinish={(values) => onSearch({ name: values.name?.trim() || undefined, status: values.status })}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="name" label={t('airlines.name')}>
        <Input allowClear maxLength={WRAPPER_NAME_MAX} placeholder={t('airlines.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="status" label={t('airlines.status')}>
        <Select
          allowClear
          style={{ minWidth: 140 }}
          placeholder={t('airlines.allStatuses')}
          options={WRAPPER_STATUSES.map((status) => ({ value: status, label: t(`airlines.${status}`) }))}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('airlines.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('airlines.reset')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button type="primary" ghost icon={<PlusOutlined />} onClick={onAdd}>
          {t('airlines.add')}
        </Button>
      </Form.Item>
    </Form>
  );
}
