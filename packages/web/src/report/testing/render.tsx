import { render } from '@testing-library/react';
import { Container } from 'inversify';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { bindCalculations } from '../../calculations/bindings';
import { TYPES } from '../../identifiers';
import { bindRegister } from '../../register/bindings';
import { bindReportDocument } from '../../report-document/bindings';
import { ContainerProvider } from '../../ui/container-context';
import { bindReport } from '../bindings';
import { apiClientFor, FakeReportsPort } from './fakes';

/** The real report bindings over a fake ApiClient, as the shell would wire them. */
export function testContainer(port: FakeReportsPort = new FakeReportsPort()): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TYPES.ApiClient).toConstantValue(apiClientFor(port));
  bindReport(container);
  bindRegister(container);
  bindCalculations(container);
  bindReportDocument(container);
  return container;
}

/** Shows the router's current address so tests can check what navigation kept. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderInApp(ui: ReactNode, options: { container: Container; url?: string }) {
  return render(
    <ContainerProvider container={options.container}>
      <MemoryRouter initialEntries={[options.url ?? '/?depreciationReportId=42']}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </ContainerProvider>,
  );
}
