import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseKindDescriptor } from '@ota/contract';

/** A kind's state as a tag: its colour, and its words from the kind's area (`<area>.statuses.<STATE>`). */
export function caseStatusTag<S extends string>(
  kind: Pick<CaseKindDescriptor<S>, 'area'>,
  colors: Readonly<Record<S, string>>,
  testId: string,
) {
  // `own`: a test id telling apart a case listed beside another of its kind (a passenger's bags).
  return function CaseStatusTag({ status, testId: own }: { status: S; testId?: string }) {
    const { t } = useTranslation();
    return (
      <Tag color={colors[status]} data-testid={own ?? testId} data-status={status}>
        {t(`${kind.area}.statuses.${status}`)}
      </Tag>
    );
  };
}
