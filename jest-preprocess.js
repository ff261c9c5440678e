const babelOptions = {
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
  plugins: [importMetaUrl],
};

/**
 * The scripts of scripts/ are ES modules that find the repository from `import.meta.url`. Jest
 * runs CommonJS, which has no `import.meta`: there it reads the module's own file URL, so a test
 * can call a script's exports in its own process instead of starting node for each call.
 */
function importMetaUrl({ types: t }) {
  return {
    visitor: {
      MetaProperty(path) {
        const member = path.parentPath;
        if (path.node.meta.name !== "import" || !member.isMemberExpression() || !t.isIdentifier(member.node.property, { name: "url" }))
          return;
        // require("url").pathToFileURL(__filename).href
        member.replaceWith(
          t.memberExpression(
            t.callExpression(
              t.memberExpression(t.callExpression(t.identifier("require"), [t.stringLiteral("url")]), t.identifier("pathToFileURL")),
              [t.identifier("__filename")],
            ),
            t.identifier("href"),
          ),
        );
      },
    },
  };
}

module.exports = require("babel-jest").default.createTransformer(babelOptions);
