import type { Container, ServiceIdentifier } from 'inversify';
import { createContext, type ReactNode, useContext } from 'react';

const ContainerContext = createContext<Container | null>(null);

/** Makes the composition root (container.ts) available to screens; the shell wraps the app in it. */
export function ContainerProvider(props: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={props.container}>{props.children}</ContainerContext.Provider>;
}

/** Resolves a store or port from the container (stores receive ports by constructor, never by import). */
export function useInjection<T>(id: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('No container: wrap the app in <ContainerProvider container={...}>.');
  return container.get<T>(id);
}

/** As useInjection, or null where no container binds `id` (a view drawn by a test without the composition root). */
export function useOptionalInjection<T>(id: ServiceIdentifier<T>): T | null {
  const container = useContext(ContainerContext);
  return container?.isBound(id) ? container.get<T>(id) : null;
}
