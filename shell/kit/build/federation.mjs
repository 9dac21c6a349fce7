// Webpack configuration shared by the shell and the four remotes, so that every app builds the
// same way and shares the same singletons. Each app's webpack.config.mjs calls one factory here.
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import {
  ShellBootPlugin,
  PageFilesPlugin,
  remoteServerConfig,
  shellServerConfig,
} from './server-build.mjs';
import { SWC_TYPESCRIPT } from './swc-options.mjs';

const require = createRequire(import.meta.url);

// React Router's package exports only its development build, which keeps its warnings; its
// production build, shipped beside it, is the same code without them.
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production',
);

// USWDS's own Sass packages (uswds-core, usa-button...), compiled once by the shell's theme.
const USWDS_PACKAGES = path.resolve(
  path.dirname(require.resolve('@uswds/uswds')),
  '../../packages',
);

/**
 * Libraries every app takes from the page's one copy. React must be downloaded once per page;
 * the kit holds the translator, the stores (the site's and who is signed in) and the router, so
 * it must be one instance too, and so must its staff entry, which the staff pages share.
 * react-router-dom is not listed: it reaches the apps only through @court/kit, which ships just
 * the parts the site uses and holds its one React context. Nor are the
 * contract's schemas: they hold no state, so each app bundles just the ones its forms use instead
 * of the page downloading every form's.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'zustand',
  'react-toastify',
  'formik',
  'yup',
  '@court/kit',
  '@court/kit/forms',
  '@court/kit/staff',
  '@court/contract',
  '@court/contract/responses',
];

/**
 * How every app picks a shared singleton: the copy already loaded (or loading) wins, and a copy
 * registered later never replaces one. Under the default ('version-first') a remote whose entry
 * registered while another copy of the same version was still loading took its place, so two
 * copies of formik could end up on one page (a staff form's fields then found no form). A page
 * now runs only its own remote's entry; the others are prefetched.
 */
const SHARE_STRATEGY = 'loaded-first';

/** The package a shared module comes from: '@court/kit/forms' is '@court/kit'. */
function packageNameOf(moduleName) {
  const parts = moduleName.split('/');
  return moduleName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The shared singletons with the version range each app was built against, read from its own
 * package.json. With strictVersion, a remote built against another major version than the page
 * provides fails to load, and the shell shows its "temporarily unavailable" message, instead of
 * running on a library it was not built for.
 */
function sharedConfig(dir) {
  const manifest = require(path.join(dir, 'package.json'));
  const dependencies = manifest.dependencies ?? {};
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const declared = dependencies[packageNameOf(name)];
      const version = /\d+\.\d+\.\d+/.exec(declared ?? '')?.[0];
      if (!version) {
        throw new Error(
          `${manifest.name} must declare ${packageNameOf(name)}: it is a shared singleton`,
        );
      }
      return [name, { singleton: true, requiredVersion: `^${version}`, strictVersion: true }];
    }),
  );
}

/** Adds .br and .gz siblings of text assets so the server can send them without compressing. */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PrecompressPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!/\.(js|css|html|json|svg|txt)$/.test(file)) continue;
            const buffer = source.buffer();
            if (buffer.length < 1024) continue;
            compilation.emitAsset(
              `${file}.br`,
              new webpack.sources.RawSource(
                zlib.brotliCompressSync(buffer, {
                  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
                }),
              ),
            );
            compilation.emitAsset(
              `${file}.gz`,
              new webpack.sources.RawSource(zlib.gzipSync(buffer, { level: 9 })),
            );
          }
        },
      );
    });
  }
}

/** Writes the remote's fragment of /remotes.json next to its manifest. */
class RegistryFragmentPlugin {
  constructor(fragment) {
    this.fragment = fragment;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RegistryFragmentPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RegistryFragmentPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.emitAsset(
            'registry-fragment.json',
            new webpack.sources.RawSource(`${JSON.stringify(this.fragment, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** Package a bundled module comes from: an npm package, a workspace package, or the app itself. */
function packageOf(resource) {
  const inNodeModules = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(resource);
  if (inNodeModules) return inNodeModules[1].replace('\\', '/');
  if (/[\\/]shell[\\/]kit[\\/]src[\\/]forms[\\/]/.test(resource)) return '@court/kit/forms';
  if (/[\\/]shell[\\/]kit[\\/]src[\\/]staff[\\/]/.test(resource)) return '@court/kit/staff';
  // Not shared: bundled into the page that shows an FAQ, so it is that page's own code.
  if (/[\\/]shell[\\/]kit[\\/]src[\\/]faq[\\/]/.test(resource)) return '@court/kit/faq';
  // Not shared either: bundled into each staff page that shows notices to a day's people.
  if (/[\\/]shell[\\/]kit[\\/]src[\\/]day-notices[\\/]/.test(resource)) {
    return '@court/kit/day-notices';
  }
  // Nor the stop link's page: bundled into each remote's stop page.
  if (/[\\/]shell[\\/]kit[\\/]src[\\/]stop-link[\\/]/.test(resource)) return '@court/kit/stop-link';
  // Nor these: bundled into the pages that mask a field, show text with markup inside, or show
  // text staff wrote.
  if (/[\\/]shell[\\/]kit[\\/]src[\\/]masked-field[\\/]/.test(resource)) {
    return '@court/kit/masked-field';
  }
  if (/[\\/]shell[\\/]kit[\\/]src[\\/]trans[\\/]/.test(resource)) return '@court/kit/trans';
  if (/[\\/]shell[\\/]kit[\\/]src[\\/]rich-text[\\/]/.test(resource)) return '@court/kit/rich-text';
  if (/[\\/]shell[\\/]kit[\\/]/.test(resource)) return '@court/kit';
  if (/[\\/]api[\\/]contract[\\/]src[\\/]schemas[\\/]/.test(resource)) {
    return '@court/contract/schemas';
  }
  if (/[\\/]api[\\/]contract[\\/]src[\\/]responses[\\/]/.test(resource)) {
    return '@court/contract/responses';
  }
  // Not shared: bundled into the app that shows them.
  const contractEntry =
    /[\\/]api[\\/]contract[\\/]src[\\/](staff-messages|hearing-words|markdown)[\\/]/.exec(resource);
  if (contractEntry) return `@court/contract/${contractEntry[1]}`;
  if (/[\\/]api[\\/]contract[\\/]/.test(resource)) return '@court/contract';
  return '(app)';
}

/**
 * Writes bundle-contents.json: which packages each emitted JavaScript file carries. The bench
 * reads it to count how many times each shared library a page downloads.
 */
class BundleContentsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BundleContentsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BundleContentsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const contents = {};
          for (const chunk of compilation.chunks) {
            const packages = new Set();
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              const resource = module.resource ?? module.rootModule?.resource;
              if (resource) packages.add(packageOf(resource));
              for (const inner of module.modules ?? []) {
                if (inner.resource) packages.add(packageOf(inner.resource));
              }
            }
            for (const file of chunk.files) {
              if (file.endsWith('.js')) contents[file] = [...packages].sort();
            }
          }
          compilation.emitAsset(
            'bundle-contents.json',
            new webpack.sources.RawSource(`${JSON.stringify(contents, null, 1)}\n`),
          );
        },
      );
    });
  }
}

function baseConfig({ dir, mode, assetPublicPath }) {
  const isProduction = mode !== 'development';
  return {
    name: 'browser',
    mode: isProduction ? 'production' : 'development',
    // webpack's own minimizer with SWC's minifier in place of Terser: the whole build took a third
    // less time (90 to 59 CPU-seconds here) and its scripts came out a little smaller.
    optimization: {
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 } },
        }),
      ],
    },
    context: dir,
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: isProduction
        ? {
            'react-router$': path.join(REACT_ROUTER_PRODUCTION, 'index.mjs'),
            'react-router/dom$': path.join(REACT_ROUTER_PRODUCTION, 'dom-export.mjs'),
          }
        : {},
      // Workspace packages are consumed as TypeScript source.
      conditionNames: ['court-source', 'browser', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          // SWC rather than ts-loader: the whole build took a third less again (59 to 36
          // CPU-seconds here).
          loader: require.resolve('swc-loader'),
          exclude: /node_modules/,
          options: { jsc: SWC_TYPESCRIPT },
        },
        {
          test: /\.s?css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: require.resolve('css-loader'), options: { importLoaders: 1 } },
            {
              loader: require.resolve('sass-loader'),
              options: {
                implementation: require.resolve('sass-embedded'),
                api: 'modern-compiler',
                sassOptions: {
                  loadPaths: [USWDS_PACKAGES],
                  quietDeps: true,
                  silenceDeprecations: [
                    'import',
                    'global-builtin',
                    'color-functions',
                    'if-function',
                  ],
                },
              },
            },
          ],
        },
        {
          test: /\.(woff2?|ttf|svg|png|jpe?g)$/,
          type: 'asset/resource',
          generator: {
            filename: 'assets/[name].[contenthash:8][ext]',
            ...(assetPublicPath ? { publicPath: assetPublicPath } : {}),
          },
        },
      ],
    },
    plugins: [
      new BundleContentsPlugin(),
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: '[name].[contenthash:8].css',
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Preloads the regular and bold Public Sans files from the shell's index.html: otherwise the
 * browser finds them only once the stylesheet is parsed and the page laid out, after the text
 * has been drawn in the fallback font.
 */
class FontPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FontPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'FontPreloadPlugin',
        (data) => {
          const fonts = Object.keys(compilation.assets)
            .filter((file) => /public-sans-latin-(400|700)-normal\.[0-9a-f]+\.woff2$/.test(file))
            .sort();
          if (fonts.length !== 2) {
            compilation.errors.push(
              new webpack.WebpackError(`Expected 2 Public Sans files to preload, found ${fonts}`),
            );
          }
          for (const file of fonts) {
            data.headTags.push(
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                href: `${data.publicPath}${file}`,
                as: 'font',
                type: 'font/woff2',
                crossorigin: true,
              }),
            );
          }
          return data;
        },
      );
    });
  }
}

/** The host: owns routing and loads remotes at run time from /remotes.json. */
export function hostConfig({ dir, mode }) {
  const base = baseConfig({ dir, mode });
  const browser = {
    ...base,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // Deep links such as /jury-faq must load chunks from the root.
      publicPath: '/',
      // The federation runtime cannot hash the entry file; html-webpack-plugin adds a query hash.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: 'court_shell',
      clean: true,
    },
    plugins: [
      ...base.plugins,
      new ModuleFederationPlugin({
        name: 'court_shell',
        remotes: {},
        shared: sharedConfig(dir),
        shareStrategy: SHARE_STRATEGY,
        // The shell hands its federation runtime to the remotes, so the page loads it once; built
        // for browsers only, the runtime leaves out its Node.js loading code, and without the
        // snapshot plugin its manifest reading: the registry names each remote's remoteEntry.js.
        experiments: {
          provideExternalRuntime: true,
          optimization: { target: 'web', disableSnapshot: true },
        },
        dts: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        favicon: './src/favicon.svg',
        hash: true,
        scriptLoading: 'defer',
      }),
      new FontPreloadPlugin(),
      new ShellBootPlugin(),
      new PrecompressPlugin(),
    ],
  };
  return [browser, shellServerConfig(base)];
}

/**
 * A remote: exposes ./Pages and writes its registry fragment. `publicBase` is the URL folder its
 * dist/ is published under, e.g. "/mfe-jury/".
 */
export function remoteConfig({ dir, mode, name, publicBase, paths, clientRendered = [] }) {
  // Asset URLs are fixed, not relative to the script, so build-time HTML and the browser agree.
  const base = baseConfig({ dir, mode, assetPublicPath: publicBase });
  const browser = {
    ...base,
    entry: {},
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: name,
      clean: true,
    },
    plugins: [
      ...base.plugins,
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        // Named as the manifest plugin would name it, so the build's page lists find its files.
        exposes: { './Pages': { import: './src/pages.tsx', name: '__federation_expose_Pages' } },
        shared: sharedConfig(dir),
        shareStrategy: SHARE_STRATEGY,
        // Use the shell's federation runtime instead of shipping a 27 KiB copy in remoteEntry.js.
        experiments: {
          externalRuntime: true,
          optimization: { target: 'web', disableSnapshot: true },
        },
        dts: false,
        // The registry names remoteEntry.js: the runtime is built without the code that reads a
        // manifest, and the page saves the request.
        manifest: false,
      }),
      new RegistryFragmentPlugin({ name, entry: `${publicBase}remoteEntry.js`, paths }),
      new PageFilesPlugin({ paths }),
      new PrecompressPlugin(),
    ],
  };
  return [browser, remoteServerConfig(base, { paths, clientRendered })];
}
