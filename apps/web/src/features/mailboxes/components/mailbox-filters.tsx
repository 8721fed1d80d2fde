import { Button, Form, Input, Select, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAILBOX_EMAIL_MAX, MAILBOX_TYPES, type MailboxTypeValue } from '@ota/contract';

export interface MailboxFilterValues {
  email?: string;
  emailType?: MailboxTypeValue;
}

/** Part of the address and the mail type. */
export function MailboxFilters({ onSearch }: { onSearch: (values: MailboxFilterValues) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MailboxFilterValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="mailbox-filters"
      onFinish={(values) =>
        onSearch({ email: values.email?.trim() || undefined, emailType: values.emailType })
      }
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="email" label={t('mailboxes.email')}>
        <Input allowClear maxLength={MAILBOX_EMAIL_MAX} placeholder={t('mailboxes.emailPlaceholder')} />
      </Form.Item>
      <Form.Item name="emailType" label={t('mailboxes.emailType')}>
        <Select
          allowClear
          style={{ minWidth: 180 }}
          placeholder={t('mailboxes.allTypes')}
          options={MAILBOX_TYPES.map((type) => ({ value: type, label: t(`mailboxes.types.${type}`) }))}
        />
      </Form.Item>
      <Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('mailboxes.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('mailboxes.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
