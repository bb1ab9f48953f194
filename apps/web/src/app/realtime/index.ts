export { RealtimeProvider, type ChangedEvent } from './RealtimeProvider.tsx';
export { useRealtime, useRealtimeEvent, type RealtimeValue } from './realtime-context.ts';
export { RealtimeClient, realtimeAddress, type ConnectionState } from './realtime-client.ts';
