/**
 * The case constructor's blocks in the block editor: one generic field editor for the 16
 * studio/* blocks, driven by each block's attributes (block.json, registered by PHP): text
 * fields, colour pickers, images from the media library (stored as URLs), switches, choices and
 * repeatable lists whose rows can be added, removed and reordered. On a case the canvas shows
 * each block as the site draws it (assets/renders.js) and the fields move to the block's sidebar.
 * No build step: plain JavaScript on WordPress's globals.
 *
 * @package StudioHeadless
 */
(function (wp, words) {
  'use strict';

  const el = wp.element.createElement;
  const { registerBlockType, getBlockType } = wp.blocks;
  const { useState, Fragment } = wp.element;
  const { useBlockProps, MediaUpload, MediaUploadCheck, InspectorControls, BlockControls } =
    wp.blockEditor;
  const {
    BaseControl,
    Button,
    ColorPalette,
    PanelBody,
    SelectControl,
    TextControl,
    TextareaControl,
    ToggleControl,
    ToolbarButton,
    ToolbarGroup,
  } = wp.components;

  const label = (key) => words.labels[key] || key;
  // WordPress 6.6 moved the panel to wp.editor (wp.editPost's warns there); 6.1 has only wp.editPost.
  const DocumentPanel =
    (wp.editor && wp.editor.PluginDocumentSettingPanel) || wp.editPost.PluginDocumentSettingPanel;

  /** Colours of the studio's palette, offered first in every colour field. */
  const PALETTE = [
    { name: 'Графит', color: '#171818' },
    { name: 'Чёрный', color: '#0d0d0d' },
    { name: 'Белый', color: '#ffffff' },
    { name: 'Бирюзовый', color: '#49b6c3' },
    { name: 'Сиреневый', color: '#9eacff' },
  ];

  /** Multi-line text: paragraphs and list rows; everything else is one line. */
  const LONG = ['text', 'text1', 'text2', 'text_task', 'text_offer', 'item_text', 'position'];

  const isColor = (key) => /(^|_)(color|bg)$/.test(key) && key !== 'bg_img';
  const isImage = (key, schema) =>
    schema.type === 'string' && (key === 'image' || key === 'bg_img');
  const isImageList = (key, schema) =>
    schema.type === 'array' && schema.items && schema.items.type === 'string';
  const isRows = (schema) =>
    schema.type === 'array' && schema.items && schema.items.type === 'object';

  /** Moves item `from` of a list by `by` places; a new array. */
  function move(list, from, by) {
    const to = from + by;
    if (to < 0 || to >= list.length) {
      return list;
    }
    const next = list.slice();
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    return next;
  }

  /** Up, down and remove buttons of one row of a list. */
  function rowTools(list, index, onChange) {
    return el(
      'div',
      { className: 'studio-field__tools' },
      el(Button, {
        icon: 'arrow-up-alt2',
        label: words.up,
        disabled: index === 0,
        onClick: () => onChange(move(list, index, -1)),
      }),
      el(Button, {
        icon: 'arrow-down-alt2',
        label: words.down,
        disabled: index === list.length - 1,
        onClick: () => onChange(move(list, index, 1)),
      }),
      el(Button, {
        icon: 'trash',
        label: words.remove,
        isDestructive: true,
        onClick: () => onChange(list.filter((_, i) => i !== index)),
      }),
    );
  }

  function textField(key, value, onChange, hideLabel) {
    const Control = LONG.indexOf(key) === -1 ? TextControl : TextareaControl;
    return el(Control, {
      label: label(key),
      hideLabelFromVision: !!hideLabel,
      value: value || '',
      rows: 3,
      onChange: (next) => onChange(next === '' ? undefined : next),
    });
  }

  function colorField(key, value, onChange) {
    return el(
      BaseControl,
      {
        label: label(key) + (value ? ': ' + value : ' (' + words.noValue + ')'),
        className: 'studio-field studio-field--color',
      },
      el(ColorPalette, {
        colors: PALETTE,
        value: value || undefined,
        enableAlpha: true,
        clearable: true,
        onChange: (next) => onChange(next || undefined),
      }),
    );
  }

  function imagePicker(multiple, onSelect, text) {
    return el(
      MediaUploadCheck,
      null,
      el(MediaUpload, {
        allowedTypes: ['image'],
        multiple,
        onSelect,
        render: ({ open }) => el(Button, { variant: 'secondary', onClick: open }, text),
      }),
    );
  }

  function imageField(key, value, onChange) {
    return el(
      BaseControl,
      { label: label(key), className: 'studio-field studio-field--image' },
      value ? el('img', { src: value, alt: '', className: 'studio-field__thumb' }) : null,
      el(
        'div',
        { className: 'studio-field__tools' },
        imagePicker(false, (media) => onChange(media.url), words.chooseImage),
        value
          ? el(
              Button,
              { isDestructive: true, variant: 'link', onClick: () => onChange(undefined) },
              words.remove,
            )
          : null,
      ),
    );
  }

  function imageListField(key, value, onChange) {
    const list = Array.isArray(value) ? value : [];
    return el(
      BaseControl,
      { label: label(key), className: 'studio-field studio-field--images' },
      el(
        'ol',
        { className: 'studio-field__rows' },
        list.map((url, index) =>
          el(
            'li',
            { key: url + index, className: 'studio-field__row studio-field__row--image' },
            el('img', { src: url, alt: '', className: 'studio-field__thumb' }),
            rowTools(list, index, onChange),
          ),
        ),
      ),
      imagePicker(
        true,
        (media) => onChange(list.concat((media || []).map((m) => m.url))),
        words.addImages,
      ),
    );
  }

  function rowsField(key, schema, value, onChange) {
    const list = Array.isArray(value) ? value : [];
    const fields = Object.keys((schema.items && schema.items.properties) || {});
    const emptyRow = () => Object.fromEntries(fields.map((f) => [f, '']));
    return el(
      BaseControl,
      { label: label(key), className: 'studio-field studio-field--rows' },
      el(
        'ol',
        { className: 'studio-field__rows' },
        list.map((row, index) =>
          el(
            'li',
            { key: index, className: 'studio-field__row' },
            el(
              'div',
              { className: 'studio-field__row-fields' },
              fields.map((f) =>
                el(
                  'div',
                  { key: f },
                  textField(
                    f,
                    row && row[f],
                    (next) =>
                      onChange(
                        list.map((r, i) =>
                          i === index ? Object.assign({}, r, { [f]: next || '' }) : r,
                        ),
                      ),
                    // A one-field row is named by the list's label (and its number).
                    fields.length === 1,
                  ),
                ),
              ),
            ),
            rowTools(list, index, onChange),
          ),
        ),
      ),
      el(
        Button,
        { variant: 'secondary', icon: 'plus', onClick: () => onChange(list.concat([emptyRow()])) },
        words.addRow[key] || words.add,
      ),
    );
  }

  /** The control of one attribute, chosen by its declared type and name. */
  function field(key, schema, value, onChange) {
    if (schema.type === 'boolean') {
      return el(ToggleControl, { label: label(key), checked: !!value, onChange });
    }
    if (Array.isArray(schema.enum)) {
      return el(SelectControl, {
        label: label(key),
        value: value || '',
        options: [{ label: '—', value: '' }].concat(
          schema.enum.map((v) => ({ label: v, value: v })),
        ),
        onChange: (next) => onChange(next || undefined),
      });
    }
    if (isImage(key, schema)) {
      return imageField(key, value, onChange);
    }
    if (isImageList(key, schema)) {
      return imageListField(key, value, onChange);
    }
    if (isRows(schema)) {
      return rowsField(key, schema, value, onChange);
    }
    if (isColor(key)) {
      return colorField(key, value, onChange);
    }
    return textField(key, value, onChange);
  }

  /**
   * The edit view of one block type. On a case, the canvas shows the block as the site draws it
   * (assets/renders.js, docs/wordpress-plugin.md 'Editor renders') and its fields, one per
   * attribute in block.json order, live in the block's sidebar («Поля блока»); the toolbar's
   * «Поля» puts the fields back in the canvas, and so does a render that failed (with a line
   * saying so). Without renders (an article's editor), the fields are in the canvas.
   */
  function editOf(name) {
    return function Edit({ attributes, setAttributes }) {
      const type = getBlockType(name);
      // The block's own fields, from its block.json: WordPress adds attributes of its own to
      // every block (metadata, lock, className, …), which are never fields.
      const keys = words.blocks[name].filter((k) => type.attributes && type.attributes[k]);
      const colors = keys.filter((k) => isColor(k) && !Array.isArray(type.attributes[k].enum));
      const others = keys.filter((k) => colors.indexOf(k) === -1);
      const set = (key) => (next) => setAttributes({ [key]: next });
      const Render = window.studioRender && window.studioRender.BlockRender;
      const [fieldsShown, setFieldsShown] = useState(false);
      const [failed, setFailed] = useState(false);
      const inCanvas = !Render || fieldsShown || failed;
      const blockProps = useBlockProps({
        className: 'studio-block' + (inCanvas ? '' : ' studio-block--render'),
      });
      const fields = [
        el(
          'div',
          { key: 'fields', className: 'studio-block__fields' },
          others.map((k) =>
            el(
              'div',
              { key: k, className: 'studio-block__field' },
              field(k, type.attributes[k], attributes[k], set(k)),
            ),
          ),
        ),
        colors.length
          ? el(
              'div',
              { key: 'colors', className: 'studio-block__colors' },
              colors.map((k) =>
                el('div', { key: k }, field(k, type.attributes[k], attributes[k], set(k))),
              ),
            )
          : null,
      ];
      const title = el('p', { key: 'title', className: 'studio-block__title' }, type.title);
      if (!Render) {
        return el('div', blockProps, title, fields);
      }
      // What the site is asked to draw: the block's own fields, as the editor has them now.
      const own = {};
      keys.forEach((k) => {
        if (attributes[k] !== undefined) own[k] = attributes[k];
      });
      return el(
        Fragment,
        null,
        el(
          BlockControls,
          null,
          el(
            ToolbarGroup,
            null,
            el(
              ToolbarButton,
              {
                className: 'studio-block__fields-toggle',
                isPressed: fieldsShown,
                onClick: () => setFieldsShown(!fieldsShown),
              },
              words.render.fieldsButton,
            ),
          ),
        ),
        inCanvas
          ? null
          : el(
              InspectorControls,
              null,
              el(
                PanelBody,
                { title: words.render.fieldsPanel, className: 'studio-block__panel' },
                fields,
              ),
            ),
        el(
          'div',
          blockProps,
          title,
          fieldsShown
            ? null
            : el(Render, { name, title: type.title, attributes: own, onFailed: setFailed }),
          inCanvas ? fields : null,
        ),
      );
    };
  }

  // The case blocks exist in a case's editor only (the inserter of articles stays as it is).
  if (words.postType === 'case') {
    Object.keys(words.blocks).forEach((name) => {
      registerBlockType(name, { icon: 'layout', edit: editOf(name), save: () => null });
    });
  }

  /** One registered meta field of the post being edited, as [value, setter]. */
  function useMeta(key) {
    const postType = wp.data.useSelect((select) => select('core/editor').getCurrentPostType(), []);
    const [meta, setMeta] = wp.coreData.useEntityProp('postType', postType, 'meta');
    const value = meta ? meta[key] : undefined;
    return [value, (next) => setMeta(Object.assign({}, meta, { [key]: next }))];
  }

  function MetaText({ name, long }) {
    const [value, set] = useMeta(name);
    return el(long ? TextareaControl : TextControl, {
      label: words.fields[name],
      value: value || '',
      onChange: (next) => set(next),
    });
  }

  function MetaColor({ name }) {
    const [value, set] = useMeta(name);
    return el(
      BaseControl,
      { label: words.fields[name] + (value ? ': ' + value : '') },
      el(ColorPalette, {
        colors: PALETTE,
        value: value || undefined,
        clearable: true,
        onChange: (next) => set(next || ''),
      }),
    );
  }

  function MetaImage({ name }) {
    const [value, set] = useMeta(name);
    const media = wp.data.useSelect(
      (select) => (value ? select('core').getMedia(value) : null),
      [value],
    );
    return el(
      BaseControl,
      { label: words.fields[name] },
      media
        ? el('img', { src: media.source_url, alt: '', className: 'studio-field__thumb' })
        : null,
      el(
        'div',
        { className: 'studio-field__tools' },
        imagePicker(false, (chosen) => set(chosen.id), words.chooseImage),
        value
          ? el(
              Button,
              { isDestructive: true, variant: 'link', onClick: () => set(0) },
              words.remove,
            )
          : null,
      ),
    );
  }

  /** The case's head fields and the SEO fields, in the document sidebar. */
  function FieldsPanels() {
    const postType = wp.data.useSelect((select) => select('core/editor').getCurrentPostType(), []);
    const Panel = DocumentPanel;
    return el(
      wp.element.Fragment,
      null,
      postType === 'case'
        ? el(
            Panel,
            { name: 'studio-case-head', title: words.head },
            el(MetaText, { name: 'case_description_extended', long: true }),
            el(MetaText, { name: 'case_outer_link' }),
            el(MetaColor, { name: 'background_color' }),
          )
        : null,
      el(
        Panel,
        { name: 'studio-seo', title: words.seo },
        el(MetaText, { name: 'seo_title' }),
        el(MetaText, { name: 'seo_description', long: true }),
        el(MetaImage, { name: 'seo_image' }),
      ),
    );
  }

  wp.plugins.registerPlugin('studio-fields', { render: FieldsPanels, icon: null });

  /** The document sidebar's switch: is the case page assembled from its blocks. */
  function ConstructorPanel() {
    const postType = wp.data.useSelect((select) => select('core/editor').getCurrentPostType(), []);
    const [meta, setMeta] = wp.coreData.useEntityProp('postType', 'case', 'meta');
    if (postType !== 'case' || !meta) {
      return null;
    }
    const on = meta.is_constructor !== false;
    return el(
      DocumentPanel,
      { name: 'studio-constructor', title: words.constructor, initialOpen: true },
      el(ToggleControl, {
        label: words.useBlocks,
        checked: on,
        help: on ? words.useBlocksOn : words.useBlocksOff,
        onChange: (next) => setMeta(Object.assign({}, meta, { is_constructor: next })),
      }),
    );
  }

  wp.plugins.registerPlugin('studio-case-constructor', { render: ConstructorPanel, icon: null });
})(window.wp, window.studioCaseEditor);
