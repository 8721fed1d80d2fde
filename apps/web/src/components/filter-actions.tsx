import { Button, Form, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The Search and Reset buttons that end every list's filter form. */
export function FilterActions({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('common.search')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={onReset}>
          {t('common.reset')}
        </Button>
      </Space>
    </Form.Item>
  );
}
