import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { TaggedItinerary, WrapperJourney } from '@ota/contract';

/** One line per direction: the outbound, then (for a round trip) the inbound below it. */
export function JourneyLines({
  itinerary,
  render,
}: {
  itinerary: TaggedItinerary;
  render: (journey: WrapperJourney) => ReactNode;
}) {
  return (
    <Flex vertical gap={2}>
      <span>{render(itinerary.outbound)}</span>
      {itinerary.inbound && <Typography.Text type="secondary">{render(itinerary.inbound)}</Typography.Text>}
    </Flex>
  );
}
