export { reportRoutes } from './routes';
export { getReport } from './service';
