import { useState } from 'react';
import { Button, Popover } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, i18n, setLanguage, useLocaleState, type Language } from '../../lib/i18n';
import { notify } from '../../lib/notify';

/**
 * The language dropdown (top bar and login page): all five languages, the current one disabled;
 * after a switch, 'Switch Language Success' in the new language. Built on Popover, not Dropdown,
 * so that the login page does not load antd's Menu.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language } = useLocaleState();
  const [open, setOpen] = useState(false);

  const choose = async (next: Language) => {
    setOpen(false);
    await setLanguage(next);
    notify.success(i18n.t('layout.switchLanguageSuccess'));
  };

  const list = (
    <ul className="language-menu" role="menu" aria-label={t('layout.language')}>
      {LANGUAGES.map((code) => (
        <li key={code} role="none">
          <button
            type="button"
            role="menuitem"
            lang={code}
            className={code === language ? 'language-menu-item is-current' : 'language-menu-item'}
            disabled={code === language}
            aria-disabled={code === language}
            onClick={() => void choose(code)}
          >
            {LANGUAGE_NAMES[code]}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <Popover
      content={list}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
    >
      <Button
        type="text"
        icon={<TranslationOutlined />}
        // The name holds the language shown on the button (WCAG 2.5.3, label in name).
        aria-label={`${t('layout.language')}: ${LANGUAGE_NAMES[language]}`}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="language-dropdown"
      >
        <span className="language-current">{LANGUAGE_NAMES[language]}</span>
      </Button>
    </Popover>
  );
}
