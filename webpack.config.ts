// Builds the SPA: content-hashed files, a chunk per route, .gz and .br siblings, and stats for `npm run size`; and, in
// production, the server's page renderer (src/render/renderEntry.tsx) as one file for Node (docs/architecture.md); and the
// staff console (src/staff/, issue 37), a compilation and a page of its own that no public page loads.
import path from 'node:path';
import zlib from 'node:zlib';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import { StatsWriterPlugin } from './.ci/statsWriterPlugin';
import { writeAntdCss } from './.ci/antdStaticCss';

type Mode = 'development' | 'production';

/** Where the page renderer is built; the server loads `render.js` from it (server/pages.ts). */
export const RENDER_OUTPUT_DIR = path.resolve(__dirname, 'dist-render');

/**
 * The page renderer for the server: the same source, compiled for Node into one file (the screens' lazy chunks and the
 * catalogs inlined, so the server loads it whole). Stylesheets are the browser's business: css-loader's documented
 * server-rendering option keeps only their (here empty) exports, and asset files keep the browser build's names
 * without being written twice.
 */
/** Our own sources, through Babel (package.json's preset), for the browser's bundle and the page renderer alike. */
const BABEL_RULE = { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'babel-loader', options: { cacheDirectory: true } } };

function renderConfig(mode: Mode, resolve: Configuration['resolve']): Configuration {
  return {
    name: 'render',
    mode,
    target: 'node',
    entry: { render: './src/render/renderEntry.tsx' },
    output: {
      path: RENDER_OUTPUT_DIR,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: 'source-map',
    resolve,
    module: {
      rules: [
        BABEL_RULE,
        { test: /\.css$/, use: [{ loader: 'css-loader', options: { modules: { mode: 'global', exportOnlyLocals: true } } }] },
        { test: /\.(png|svg|jpg|ico|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    // Read by Node on the server, never downloaded: minifying would only slow the build and blur its stack traces.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** Where the staff console is built: `index.html` for the server to fill with each answer's nonce, and `assets/`. */
export const STAFF_OUTPUT_DIR = path.resolve(__dirname, 'dist-staff');

/**
 * The staff console (src/staff/index.tsx) for the browser: its own compilation and its own page (public/staff.html), so
 * none of its code can reach a public page's chunks. Outside dist/, which the client build cleans. Scripts and styles
 * are served from /staff/assets/, the page's CSP allowing them as 'self'; antd's run-time styles carry the page's nonce
 * (src/staff/StaffTheme.tsx). Its stylesheet is always a file: a <style> that style-loader wrote would have no nonce.
 */
function staffConfig(mode: Mode, resolve: Configuration['resolve'], compressible: RegExp): Configuration {
  const production = mode === 'production';
  return {
    name: 'staff',
    mode,
    entry: { staff: './src/staff/index.tsx' },
    output: {
      path: path.join(STAFF_OUTPUT_DIR, 'assets'),
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      publicPath: '/staff/assets/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve,
    module: {
      rules: [
        BABEL_RULE,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|svg|jpg|ico|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // Written beside assets/, as dist-staff/index.html.
      new HtmlWebpackPlugin({ template: './public/staff.html', filename: '../index.html', scriptLoading: 'defer', inject: 'head' }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      ...(production ? [new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: compressible, threshold: 0, minRatio: 1 })] : []),
    ],
    performance: { hints: false },
  };
}

export default async (
  _env: Record<string, string>,
  argv: { mode?: Mode; configName?: string[] },
): Promise<Configuration | [Configuration & { devServer?: DevServerConfiguration }, ...Configuration[]]> => {
  const mode: Mode = argv.mode ?? 'production';
  const production = mode === 'production';
  // `npm run dev` answers the API in the browser with the msw mocks (mocks/) unless `PORTAL_API=proxy`
  // sends it to a running reference server.
  const mockApi = !production && process.env.PORTAL_API !== 'proxy';
  const compressible = /\.(js|css|html|svg|json)$/;
  // The portal's antd stylesheet (.ci/antdStaticCss.ts), built now for this mode's class names.
  const antdCss = await writeAntdCss(path.resolve(__dirname, 'node_modules/.cache/portal-antd'), mode);
  const resolve: Configuration['resolve'] = {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    // React Router publishes its development build as the default export; production builds take the lean one.
    alias: {
      // The portal's antd stylesheet, in every mode.
      'portal-antd-static.css$': antdCss,
      ...(production ? { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') } : {}),
    },
  };
  const client: Configuration & { devServer?: DevServerConfiguration } = {
    name: 'client',
    mode,
    entry: { main: mockApi ? './mocks/devEntry.ts' : './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve,
    module: {
      rules: [
        BABEL_RULE,
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(png|svg|jpg|ico|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer', inject: 'head' }),
      new CopyPlugin({
        patterns: [
          // staff.html is the console's template (the `staff` configuration), not a file of the public site.
          { from: 'public', globOptions: { ignore: ['**/index.html', '**/staff.html', ...(mockApi ? [] : ['**/mockServiceWorker.js'])] } },
        ],
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:10].css', chunkFilename: 'assets/[name].[contenthash:10].css' }),
            new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: compressible, threshold: 0, minRatio: 1 }),
            new CompressionPlugin<zlib.BrotliOptions>({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: compressible,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 0,
              minRatio: 1,
            }),
            new StatsWriterPlugin('stats.json'),
          ]
        : []),
    ],
    optimization: {
      // A shared chunk only pays off when it is large: below ~60 KB (before minifying) the extra file's gzip
      // overhead and request cost a form route more than sharing saves, and a person fills in one form, not all
      // of them (measured with `npm run size`: every form route 0.7-1.0 KB smaller than with webpack's 20 KB).
      splitChunks: { chunks: 'all', minSize: 60000 },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      host: process.env.HOST ?? '127.0.0.1',
      historyApiFallback: true,
      hot: true,
      static: false,
      client: { overlay: { warnings: false, errors: true } },
      ...(mockApi ? {} : { proxy: [{ context: ['/api', '/notification'], target: process.env.PORTAL_API_TARGET ?? 'http://127.0.0.1:8080' }] }),
    },
  };
  const staff = staffConfig(mode, resolve, compressible);
  // `npm run dev` stays client-rendered (issue 20): its dev server serves the page without the reference server. The
  // console joins a development build only when asked by name (`--config-name staff`), so `npm run dev` is as it was.
  if (production) return [client, renderConfig(mode, resolve), staff];
  return argv.configName?.includes('staff') ? [client, staff] : client;
};
