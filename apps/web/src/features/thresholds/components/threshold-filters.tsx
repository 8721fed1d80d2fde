import { Button, Form, Input, Select, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlatformType, type PlatformTypeValue } from '@ota/contract';

export interface ThresholdFilterValues {
  currency?: string;
  platformType?: PlatformTypeValue;
}

/** Currency, and for a user without a platform the platform. */
export function ThresholdFilters({
  showPlatform,
  onSearch,
}: {
  showPlatform: boolean;
  onSearch: (values: ThresholdFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ThresholdFilterValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="threshold-filters"
      onFinish={(values) =>
        onSearch({
          currency: values.currency?.trim().toUpperCase() || undefined,
          platformType: values.platformType,
        })
      }
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="currency" label={t('thresholds.currency')}>
        <Input allowClear maxLength={3} placeholder="EUR" style={{ width: 110 }} />
      </Form.Item>
      {showPlatform && (
        <Form.Item name="platformType" label={t('thresholds.platform')}>
          <Select
            allowClear
            style={{ minWidth: 150 }}
            placeholder={t('thresholds.allPlatforms')}
            options={Object.values(PlatformType).map((value) => ({
              value,
              label: t(`thresholds.platforms.${value}`),
            }))}
          />
        </Form.Item>
      )}
      <Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('thresholds.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('thresholds.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
