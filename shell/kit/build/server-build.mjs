// Server bundles built beside each app's browser bundle, and the build-time rendering of pages.
// A remote renders its public pages to HTML per language and writes them, with the list of files
// each page needs, next to its registry fragment; the shell's server bundle renders the frame
// around them when the API serves a page.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import {
  extractNavigationLinks,
  extractSearchSections,
  SEARCH_FRAGMENT,
  SEARCH_FRAGMENT_FORMAT,
  SEARCH_NAVIGATION,
  SEARCH_NAVIGATION_FORMAT,
  searchTitle,
} from './search-fragment.mjs';

const require = createRequire(import.meta.url);
const KIT_SRC = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../src');

/** Files a remote's browser build lists for its pages; read by the prerender step. */
export const PAGE_FILES = 'page-files.json';
/**
 * What a remote rendered at build time: page HTML files, each page's critical files, and the API
 * data each page is rendered with (its server bundle renders those again when served).
 */
export const PRERENDERED_MANIFEST = 'prerendered.json';
const PAGE_CHUNK_PREFIX = 'page-';
/** The remote's server bundle, in dist-server/: renderPage(path, language, url, pageData). */
export const REMOTE_SERVER_BUNDLE = 'remote-server.cjs';

/** The chunk name a remote gives a path's page: "jury-faq" → "page-jury-faq", "" → "page-home". */
export function pageChunkName(routePath) {
  const slug = routePath
    .replace(/:/g, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '');
  return `${PAGE_CHUNK_PREFIX}${slug || 'home'}`;
}

/** Pages that are rendered at build time: public pages, not those rendered in the browser. */
export function isPrerendered(routePath, clientRendered = []) {
  return !/^staff(\/|$)/.test(routePath) && !clientRendered.includes(routePath);
}

/**
 * The concrete pages of a route path: the path itself, or for a path with a parameter
 * ("bio/:name") the pages the remote lists for it; one it lists none for is rendered in the
 * browser only.
 */
export function prerenderedPagesOf(routePath, parameterPagePaths, pageData) {
  return routePath.includes(':') ? (parameterPagePaths[routePath]?.(pageData) ?? []) : [routePath];
}

function filesOf(chunkGroup) {
  const files = chunkGroup.getFiles();
  return {
    js: files.filter((file) => file.endsWith('.js')),
    css: files.filter((file) => file.endsWith('.css')),
  };
}

/**
 * The chunk group of each shared library this build provides to the share scope: its own copy,
 * the one the federation runtime fetches when no other app has loaded that library yet.
 */
function providedCopies(compilation) {
  const copies = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const [block] = module.blocks;
    const group = block ? compilation.chunkGraph.getBlockChunkGroup(block) : undefined;
    if (group) copies.set(module._name, group);
  }
  return copies;
}

/**
 * The shared libraries a chunk group's code takes from the federation's share scope, each with
 * the files of this build's own copy, and those the copies use in turn: what the runtime fetches,
 * one round trip after another, when no other app has loaded them yet.
 */
function sharedNeeds(compilation, group, needs = {}, copies = providedCopies(compilation)) {
  for (const chunk of group.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = module.options.shareKey;
      if (key in needs) continue;
      const copy = copies.get(key);
      needs[key] = copy ? filesOf(copy).js : [];
      if (copy) sharedNeeds(compilation, copy, needs, copies);
    }
  }
  return needs;
}

/**
 * Writes page-files.json in a remote's browser build: for each page chunk, and for the remote's
 * entry and exposed module, the JavaScript and CSS files it needs. A route without a page chunk
 * named after it fails the build, since its page could not be preloaded.
 */
export class PageFilesPlugin {
  constructor({ paths }) {
    this.paths = paths;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const pages = {};
          for (const routePath of this.paths) {
            const group = compilation.namedChunkGroups.get(pageChunkName(routePath));
            if (!group) {
              compilation.errors.push(
                new webpack.WebpackError(
                  `No chunk named "${pageChunkName(routePath)}" for path "${routePath}": load the page with import(/* webpackChunkName: "${pageChunkName(routePath)}" */ ...)`,
                ),
              );
              continue;
            }
            pages[routePath] = { ...filesOf(group), shared: sharedNeeds(compilation, group) };
          }
          const exposed = { js: [], css: [], shared: {} };
          for (const group of compilation.chunkGroups) {
            if (!group.name?.startsWith('__federation_expose_')) continue;
            const files = filesOf(group);
            exposed.js.push(...files.js);
            exposed.css.push(...files.css);
            sharedNeeds(compilation, group, exposed.shared);
          }
          compilation.emitAsset(
            PAGE_FILES,
            new webpack.sources.RawSource(`${JSON.stringify({ exposed, pages }, null, 1)}\n`),
          );
        },
      );
    });
  }
}

/** What the shell's build lists of its own start (ShellBootPlugin). */
export const SHELL_BOOT = 'shell-boot.json';

/**
 * Writes shell-boot.json in the shell's browser build: the files its bootstrap chunk loads on
 * every page (its chunks and its copies of the shared libraries it uses), for the server to have
 * the browser fetch them with the HTML, those libraries' names, and the files of the shell's copy
 * of every other shared library. The shell registers its copies first and the first copy
 * registered is the one every app uses (the loaded-first strategy), so a remote's page runs the
 * shell's copies of all the shared libraries it needs, and the server preloads those.
 */
export class ShellBootPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellBootPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShellBootPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const group = compilation.namedChunkGroups.get('bootstrap');
          if (!group) {
            compilation.errors.push(
              new webpack.WebpackError('No chunk named "bootstrap": the shell names its start'),
            );
            return;
          }
          const copies = providedCopies(compilation);
          const needs = sharedNeeds(compilation, group, {}, copies);
          const files = [...new Set([...Object.values(needs).flat(), ...filesOf(group).js])];
          // Each copy with the copies it uses in turn, less what every page loads already.
          const copyFiles = {};
          for (const [key, copy] of [...copies].sort(([a], [b]) => a.localeCompare(b))) {
            if (key in needs) continue;
            const inTurn = sharedNeeds(compilation, copy, {}, copies);
            copyFiles[key] = [
              ...new Set([...filesOf(copy).js, ...Object.values(inTurn).flat()]),
            ].filter((file) => !files.includes(file));
          }
          const boot = { shared: Object.keys(needs).sort(), files, copies: copyFiles };
          compilation.emitAsset(
            SHELL_BOOT,
            new webpack.sources.RawSource(`${JSON.stringify(boot, null, 1)}\n`),
          );
        },
      );
    });
  }
}

/**
 * A server bundle: the same sources as the browser build, for Node, without styles (the browser
 * build emits them) and with asset URLs identical to the browser's.
 */
export function serverConfig(base, { name, entry, outputFile, alias = {} }) {
  const dir = base.context;
  return {
    ...base,
    name,
    target: 'node',
    dependencies: ['browser'],
    entry: { [name]: entry },
    devtool: false,
    optimization: { minimize: false, splitChunks: false },
    output: {
      path: path.join(dir, 'dist-server'),
      filename: outputFile,
      library: { type: 'commonjs2' },
      // Lazy page chunks are bundled in: the server renders every page to completion.
      chunkLoading: false,
      asyncChunks: false,
      clean: true,
    },
    resolve: {
      ...base.resolve,
      alias: { ...base.resolve.alias, ...alias },
      conditionNames: ['court-source', 'node', 'import', 'module', 'default'],
    },
    module: {
      rules: base.module.rules
        .filter((rule) => !String(rule.test).includes('css'))
        .map((rule) =>
          rule.type === 'asset/resource'
            ? { ...rule, generator: { ...rule.generator, emit: false } }
            : rule,
        ),
    },
    plugins: [
      new webpack.NormalModuleReplacementPlugin(/\.s?css$/, require.resolve('./no-styles.cjs')),
    ],
  };
}

/**
 * The remote's server bundle, and after it is written, the rendering of each public page in each
 * language into dist/prerendered/, with dist/prerendered.json listing the HTML and the critical
 * files of each page (the remote's entry, its exposed module, the page's chunk and CSS), and
 * dist/search-fragment.json holding each page's title and text by section for the site search.
 */
export function remoteServerConfig(base, { paths, clientRendered }) {
  const dir = base.context;
  const config = serverConfig(base, {
    name: 'server',
    entry: path.join(KIT_SRC, 'server/remote-server-entry.tsx'),
    outputFile: REMOTE_SERVER_BUNDLE,
    alias: { 'court-remote-pages$': path.join(dir, 'src/pages.tsx') },
  });
  config.plugins.push({
    apply(compiler) {
      compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async () => {
        const bundle = path.join(config.output.path, config.output.filename);
        // In watch mode the bundle is rebuilt: forget the old module so the new one is read.
        Reflect.deleteProperty(require.cache, bundle);
        const { renderPage, LANGUAGES, localizedPath, parameterPagePaths, buildPageData } = require(
          bundle,
        );
        const dist = path.join(dir, 'dist');
        const { exposed, pages: pageFiles } = JSON.parse(
          await readFile(path.join(dist, PAGE_FILES), 'utf8'),
        );
        await rm(path.join(dist, 'prerendered'), { recursive: true, force: true });
        const pages = {};
        const search = {};
        const routes = paths
          .filter((routePath) => isPrerendered(routePath, clientRendered))
          .flatMap((routePath) =>
            prerenderedPagesOf(routePath, parameterPagePaths, buildPageData).map((pagePath) => ({
              routePath,
              pagePath,
            })),
          );
        for (const { routePath, pagePath } of routes) {
          const html = {};
          const title = {};
          const head = {};
          const data = new Set();
          search[pagePath] = {};
          for (const language of LANGUAGES) {
            const rendered = await renderPage(
              routePath,
              language,
              localizedPath(pagePath, language),
              buildPageData,
            );
            const file = `prerendered/${language}/${pageChunkName(pagePath)}.html`;
            await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
            await writeFile(path.join(dist, file), rendered.html);
            html[language] = file;
            title[language] = rendered.title;
            head[language] = rendered.head;
            for (const dataPath of rendered.dataPaths) data.add(dataPath);
            search[pagePath][language] = {
              title: searchTitle(rendered.title),
              sections: extractSearchSections(rendered.html),
            };
          }
          // A page that asks the API for something is rendered again by the server with the
          // page data; the HTML written here, without it, serves when the server has none.
          pages[pagePath] = { html, title, head, data: [...data], ...pageFiles[routePath] };
        }
        // A path with a parameter keeps its page's files: the server renders a value the build
        // did not list ("bio/nobody") on request, so a mistyped address is answered 404.
        const parameterPaths = Object.fromEntries(
          paths
            .filter(
              (routePath) => routePath.includes(':') && isPrerendered(routePath, clientRendered),
            )
            .map((routePath) => [routePath, pageFiles[routePath]]),
        );
        const manifest = { entry: 'remoteEntry.js', exposed, pages, parameterPaths };
        await writeFile(
          path.join(dist, PRERENDERED_MANIFEST),
          `${JSON.stringify(manifest, null, 1)}\n`,
        );
        // The site search's part of this remote, replaced with it when the remote is deployed.
        await writeFile(
          path.join(dist, SEARCH_FRAGMENT),
          `${JSON.stringify({ format: SEARCH_FRAGMENT_FORMAT, pages: search })}\n`,
        );
      });
    },
  });
  return config;
}

/**
 * The shell's server bundle, which the API loads to render the frame around each page, and after
 * it is written, dist/search-navigation.json: the links of the frame's navbar and footer in each
 * language, so the site search knows pages by the names the navigation gives them.
 */
export function shellServerConfig(base) {
  const config = serverConfig(base, {
    name: 'server',
    entry: './src/server/render-frame.tsx',
    outputFile: 'render-frame.cjs',
  });
  config.plugins.push({
    apply(compiler) {
      compiler.hooks.afterEmit.tapPromise('SearchNavigationPlugin', async () => {
        const bundle = path.join(config.output.path, config.output.filename);
        Reflect.deleteProperty(require.cache, bundle);
        const { renderFrame, LANGUAGES, localizedPath } = require(bundle);
        const links = {};
        for (const language of LANGUAGES) {
          const { html } = await renderFrame({
            url: localizedPath('', language),
            remotes: [],
            page: 'loading',
            pageData: {},
          });
          links[language] = extractNavigationLinks(html);
        }
        await writeFile(
          path.join(base.context, 'dist', SEARCH_NAVIGATION),
          `${JSON.stringify({ format: SEARCH_NAVIGATION_FORMAT, links })}\n`,
        );
      });
    },
  });
  return config;
}
