import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { durationParts } from '../lib/itinerary-view';

/** '1h 35m' in the interface language. */
export function useDurationText(): (minutes: number) => string {
  const { t } = useTranslation();
  return useCallback((minutes: number) => t('flightSearch.durationValue', durationParts(minutes)), [t]);
}
