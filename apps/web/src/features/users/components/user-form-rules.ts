import { useMemo } from 'react';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  PHONE_PATTERN,
  USER_NAME_MAX_LENGTH,
  USER_NAME_PATTERN,
} from '@ota/contract';

/** The server's checks (contract users.ts), worded in the user's language and naming the field. */
export function useUserFormRules(editing: boolean) {
  const { t } = useTranslation();
  return useMemo(() => {
    const trimmedLength = (min: number, max: number, message: string): FormRule => ({
      validator: async (_, value: unknown) => {
        const length = typeof value === 'string' ? value.trim().length : 0;
        if (length > 0 && (length < min || length > max)) throw new Error(message);
      },
    });
    const rules: Record<'name' | 'phone' | 'email' | 'password' | 'platform' | 'roleIds', FormRule[]> = {
      name: [
        { required: true, whitespace: true, message: t('users.rules.nameRequired') },
        { max: USER_NAME_MAX_LENGTH, message: t('users.rules.nameMax', { max: USER_NAME_MAX_LENGTH }) },
        { pattern: USER_NAME_PATTERN, message: t('users.rules.namePattern') },
      ],
      phone: [
        { required: true, whitespace: true, message: t('users.rules.phoneRequired') },
        trimmedLength(
          PHONE_MIN_LENGTH,
          PHONE_MAX_LENGTH,
          t('users.rules.phoneLength', { min: PHONE_MIN_LENGTH, max: PHONE_MAX_LENGTH }),
        ),
        {
          validator: async (_, value: unknown) => {
            if (typeof value === 'string' && value.trim() && !PHONE_PATTERN.test(value.trim())) {
              throw new Error(t('users.rules.phonePattern'));
            }
          },
        },
      ],
      email: [
        { required: true, whitespace: true, message: t('users.rules.emailRequired') },
        { type: 'email', message: t('users.rules.emailInvalid') },
        { max: EMAIL_MAX_LENGTH, message: t('users.rules.emailMax', { max: EMAIL_MAX_LENGTH }) },
      ],
      password: [
        ...(editing ? [] : [{ required: true, message: t('users.rules.passwordRequired') }]),
        { min: PASSWORD_MIN_LENGTH, message: t('users.rules.passwordMin', { min: PASSWORD_MIN_LENGTH }) },
        { max: PASSWORD_MAX_LENGTH, message: t('users.rules.passwordMax', { max: PASSWORD_MAX_LENGTH }) },
      ],
      platform: [{ required: true, message: t('users.rules.platformRequired') }],
      roleIds: [{ required: true, type: 'array', min: 1, message: t('users.rules.rolesRequired') }],
    };
    return rules;
  }, [t, editing]);
}
