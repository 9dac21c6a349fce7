import routes from '../routes.json';
import { FORMS_PAGES } from './pages';

describe('mfe-forms pages', () => {
  it('serves exactly the paths its registry fragment announces', () => {
    expect(Object.keys(FORMS_PAGES).sort()).toEqual([...routes.paths].sort());
  });
});
