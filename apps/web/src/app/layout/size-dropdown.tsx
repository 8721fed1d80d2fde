import { Button, Dropdown } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { COMPONENT_SIZES, updateSettings, useSettings, type ComponentSize } from '../../lib/settings-store';

const LABEL_KEYS: Record<ComponentSize, string> = {
  large: 'layout.sizeLarge',
  middle: 'layout.sizeMiddle',
  small: 'layout.sizeSmall',
};

/** Component size (antd ConfigProvider), the current one disabled; kept across reloads. */
export function SizeDropdown() {
  const { t } = useTranslation();
  const { size } = useSettings();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: COMPONENT_SIZES.map((value) => ({
          key: value,
          label: t(LABEL_KEYS[value]),
          disabled: value === size,
        })),
        selectedKeys: [size],
        onClick: ({ key }) => {
          updateSettings({ size: key as ComponentSize });
          notify.success(t('layout.switchSizeSuccess'));
        },
      }}
    >
      <Button
        type="text"
        icon={<FontSizeOutlined />}
        aria-label={t('layout.size')}
        data-testid="size-dropdown"
      />
    </Dropdown>
  );
}
