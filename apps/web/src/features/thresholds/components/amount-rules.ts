import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { amountProblem } from '../utils/amount';

/** The form rule of an amount field, its messages naming the field. */
export function amountRule(t: TFunction, field: 'warningThreshold' | 'amount', signed: boolean): Rule {
  return {
    validator: async (_rule, value: string | number | null | undefined) => {
      const problem = amountProblem(value, signed);
      if (problem) throw new Error(t(`thresholds.validation.${field}.${problem}`));
    },
  };
}
