// Site alerts (closures, weather, outages) shown above every page, written by alerts staff.
export { listPublicAlerts } from './site-alert-service';
export { createAlertsRouter, registerPublicAlertsRoutes } from './alerts-routes';
