import routes from '../routes.json';
import { JURY_PAGES } from './pages';

describe('mfe-jury pages', () => {
  it('serves exactly the paths its registry fragment announces', () => {
    expect(Object.keys(JURY_PAGES).sort()).toEqual([...routes.paths].sort());
  });
});
