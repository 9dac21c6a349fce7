import routes from '../routes.json';
import { INFO_PAGES } from './pages';

describe('mfe-info pages', () => {
  it('serves exactly the paths its registry fragment announces', () => {
    expect(Object.keys(INFO_PAGES).sort()).toEqual([...routes.paths].sort());
  });
});
