import routes from '../routes.json';
import { CAREERS_PAGES } from './pages';

describe('mfe-careers pages', () => {
  it('serves exactly the paths its registry fragment announces', () => {
    expect(Object.keys(CAREERS_PAGES).sort()).toEqual([...routes.paths].sort());
  });
});
