import { useId } from 'react';
import { ColorPicker, Drawer, Switch } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  THEME_PRESETS,
  settingsPanelStore,
  updateSettings,
  useSettings,
  useSettingsPanel,
  type Settings,
} from '../../lib/settings-store';

function SettingSwitch({ name, label }: { name: 'tagsView' | 'fixedHeader' | 'sidebarLogo'; label: string }) {
  const settings = useSettings();
  const id = useId();
  return (
    <div className="settings-item">
      <label htmlFor={id}>{label}</label>
      <Switch
        id={id}
        aria-label={label}
        data-testid={`setting-${name}`}
        checked={settings[name]}
        onChange={(checked) => updateSettings({ [name]: checked } as Partial<Settings>)}
      />
    </div>
  );
}

/** Page style settings (spec section 2): theme colour, tags view, fixed header, sidebar logo. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const open = useSettingsPanel();
  const { theme } = useSettings();
  const themeLabel = useId();

  return (
    <Drawer
      title={t('layout.settingsTitle')}
      placement="right"
      size={300}
      open={open}
      onClose={() => settingsPanelStore.set(false)}
    >
      <div className="settings-drawer" data-testid="settings-drawer">
        <div className="settings-item settings-theme">
          <span id={themeLabel}>{t('layout.themeColor')}</span>
          <ColorPicker
            value={theme}
            disabledAlpha
            aria-label={t('layout.themeColor')}
            data-testid="setting-theme"
            onChangeComplete={(color) => updateSettings({ theme: color.toHexString() })}
          />
        </div>
        <div className="theme-swatches" role="group" aria-labelledby={themeLabel}>
          {THEME_PRESETS.map((color) => (
            <button
              key={color}
              type="button"
              className="theme-swatch"
              style={{ background: color }}
              aria-label={color}
              aria-pressed={color.toLowerCase() === theme.toLowerCase()}
              onClick={() => updateSettings({ theme: color })}
            >
              {color.toLowerCase() === theme.toLowerCase() && <CheckOutlined />}
            </button>
          ))}
        </div>
        <SettingSwitch name="tagsView" label={t('layout.tagsView')} />
        <SettingSwitch name="fixedHeader" label={t('layout.fixedHeader')} />
        <SettingSwitch name="sidebarLogo" label={t('layout.sidebarLogo')} />
      </div>
    </Drawer>
  );
}
