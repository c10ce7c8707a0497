import { describe, expect, it } from 'vitest';
import { UPDATED, described, error, families, out, shell, text } from './helpers.js';

/** admin_test.rb's table: x with VERSIONS 5, and y. */
const F0 = "create 'T', {NAME => 'x', VERSIONS => 5}, 'y'";

describe('alter (admin.rb alter, admin_test.rb)', () => {
  it('changes a family and prints the 2.x progress lines', async () => {
    const sh = await shell(F0);
    expect(await out(sh, "alter 'T', NAME => 'x', VERSIONS => 3")).toBe(text(...UPDATED));
    const d = await described(sh, 'T');
    expect(d).toContain("{NAME => 'x', INDEX_BLOCK_ENCODING => 'NONE', VERSIONS => '3',");
  });

  it('only the listed attributes of an existing family change', async () => {
    const sh = await shell("create 'T', {NAME => 'x', VERSIONS => 5, TTL => 100, METADATA => {'k' => 'v'}}");
    await out(sh, "alter 'T', {NAME => 'x', IN_MEMORY => true}");
    const d = await described(sh, 'T');
    expect(d).toContain("VERSIONS => '5'");
    expect(d).toContain("TTL => '100 SECONDS (1 MINUTE 40 SECOND)'");
    expect(d).toContain("IN_MEMORY => 'true'");
    expect(d).toContain("METADATA => {'k' => 'v'}");
  });

  it('#97 argument errors', async () => {
    const sh = await shell(F0);
    expect(await out(sh, "alter 123, METHOD => 'delete', NAME => 'y'")).toBe(error('Table name must be of type String', 'alter'));
    expect(await out(sh, "alter 'NOT.EXISTS', METHOD => 'delete', NAME => 'y'")).toBe(error("Can't find a table: NOT.EXISTS", 'alter'));
    expect(await out(sh, "alter 'T'")).toBe(error('There should be at least one argument but the table name', 'alter'));
    expect(await out(sh, "alter 'NOT.EXISTS'")).toBe(error("Can't find a table: NOT.EXISTS", 'alter'));
    expect(await out(sh, 'alter')).toBe(error('wrong number of arguments (given 0, expected 1+)', 'alter'));
    expect(await out(sh, "alter 'T', METHOD => 'frob'")).toBe(error('Unknown method: frob', 'alter'));
    expect(await out(sh, "alter 'T', METHOD => 'delete'")).toBe(error('NAME parameter missing for delete method', 'alter'));
    expect(await out(sh, "alter 'T', METHOD => 'table_att_unset'")).toBe(error('NAME parameter missing for table_att_unset method', 'alter'));
    expect(await out(sh, "alter 'T', METHOD => 'table_conf_unset'")).toBe(error('NAME parameter missing for table_conf_unset method', 'alter'));
    expect(await out(sh, "alter 'T', METHOD => 'table_remove_coprocessor'")).toBe(
      error('CLASSNAME parameter missing for table_remove_coprocessor method', 'alter'),
    );
    expect(await out(sh, "alter 'T', REOPEN_REGIONS => 'maybe', MAX_FILESIZE => '134217728'")).toBe(
      error("Invalid 'REOPEN_REGIONS' for non-boolean value.", 'alter'),
    );
    expect(await out(sh, "alter 'T', NAME => 'x', BLOOMFILTER => 'FOO'")).toBe(
      error('BloomFilter type FOO is not supported. Use one of NONE ROW ROWCOL ROWPREFIX_FIXED_LENGTH', 'alter'),
    );
  });

  it('VERSIONS below an existing MIN_VERSIONS', async () => {
    const sh = await shell("create 'T', {NAME => 'x', VERSIONS => 5, MIN_VERSIONS => 2}");
    expect(await out(sh, "alter 'T', NAME => 'x', VERSIONS => 1")).toBe(
      error('Set MaxVersion to 1 while minVersion is 2. Maximum versions must be >= minimum versions ', 'alter'),
    );
  });

  it('#98, #102 delete a family (both forms), on an enabled table', async () => {
    const sh = await shell(F0, "create 'U', {NAME => 'x', VERSIONS => 5}, 'y'");
    expect(await out(sh, "alter 'T', METHOD => 'delete', NAME => 'y'")).toBe(text(...UPDATED));
    expect(await families(sh, 'T')).toEqual(['x']);
    expect(await out(sh, "alter 'U', 'delete' => 'y'")).toBe(text(...UPDATED));
    expect(await families(sh, 'U')).toEqual(['x']);
    expect(await out(sh, "is_enabled 'T'")).toBe(text('true', '=> true'));
  });

  it('deleting the last family is refused by the master', async () => {
    const sh = await shell("create 'T', 'x'");
    expect(await out(sh, "alter 'T', 'delete' => 'x'")).toBe(
      error(
        'org.apache.hadoop.hbase.DoNotRetryIOException: Table should have at least one column family. Set hbase.table.sanity.checks to false at conf or table descriptor if you want to bypass sanity checks',
        'alter',
      ),
    );
    expect(await families(sh, 'T')).toEqual(['x']);
  });

  it('#99 add a family (hash or bare name)', async () => {
    const sh = await shell(F0, "create 'U', {NAME => 'x', VERSIONS => 5}, 'y'");
    expect(await out(sh, "alter 'T', NAME => 'z'")).toBe(text(...UPDATED));
    expect(await out(sh, "alter 'U', 'z'")).toBe(text(...UPDATED));
    expect(await families(sh, 'T')).toEqual(['x', 'y', 'z']);
    expect(await families(sh, 'U')).toEqual(['x', 'y', 'z']);
  });

  it('#100 several specs: one modification, one Updating line', async () => {
    const sh = await shell(F0);
    expect(await out(sh, "alter 'T', {NAME => 'z'}, {METHOD => 'delete', NAME => 'y'}, 'MAX_FILESIZE' => 12_345_678")).toBe(text(...UPDATED));
    expect(await families(sh, 'T')).toEqual(['x', 'z']);
    expect(await described(sh, 'T')).toContain("MAX_FILESIZE => '12345678 B (11MB 792KB 334B)'");
  });

  it('a bad spec anywhere leaves the table untouched', async () => {
    const sh = await shell(F0);
    const before = await described(sh, 'T');
    expect(await out(sh, "alter 'T', {NAME => 'z'}, {METHOD => 'delete', NAME => 'y'}, {NAME => 'x', VERSIONS => 'many'}")).toBe(
      error('For input string: "many"', 'alter'),
    );
    expect(await described(sh, 'T')).toBe(before);
  });

  it('#101 normalizer targets (the deprecated key warns on stderr)', async () => {
    const sh = await shell(F0);
    await out(sh, "alter 'T', 'NORMALIZER_TARGET_REGION_COUNT' => 156");
    expect(await described(sh, 'T')).toContain("'NORMALIZER_TARGET_REGION_COUNT' => '156'");
    await out(sh, "alter 'T', 'NORMALIZER_TARGET_REGION_SIZE_MB' => 234");
    expect(await described(sh, 'T')).toContain("'NORMALIZER_TARGET_REGION_SIZE_MB' => '234'");
    const r = await sh.run("alter 'T', 'NORMALIZER_TARGET_REGION_SIZE' => 345");
    expect(r.stdout).toBe(text(...UPDATED));
    expect(r.stderr).toContain('Use of NORMALIZER_TARGET_REGION_SIZE has been deprecated');
    expect(await described(sh, 'T')).toContain("'NORMALIZER_TARGET_REGION_SIZE_MB' => '345'");
  });

  it('#103, #106 table attributes with and without METHOD => table_att; table_att_unset', async () => {
    const sh = await shell(F0);
    expect(await out(sh, "alter 'T', METHOD => 'table_att', 'MAX_FILESIZE' => 12345678")).toBe(text(...UPDATED));
    expect(await described(sh, 'T')).toContain('12345678');
    expect(await out(sh, "alter 'T', 'METHOD' => 'table_att_unset', 'NAME' => 'MAX_FILESIZE'")).toBe(text(...UPDATED));
    expect(await described(sh, 'T')).not.toContain('MAX_FILESIZE');
    await out(sh, "alter 'T', 'MAX_FILESIZE' => 12345678");
    expect(await described(sh, 'T')).toContain('12345678');
    expect(await out(sh, "alter 'T', MAX_FILESIZE => '134217728'")).toBe(text(...UPDATED));
    expect(await described(sh, 'T')).toContain("T, {TABLE_ATTRIBUTES => {MAX_FILESIZE => '134217728 B (128MB)'");
  });

  it('#104 ERASURE_CODING_POLICY set, unset, and removed by nil', async () => {
    const sh = await shell(F0);
    await out(sh, "alter 'T', METHOD => 'table_att', 'ERASURE_CODING_POLICY' => 'XOR-2-1-1024k'");
    expect(await described(sh, 'T')).toContain('XOR-2-1-1024k');
    await out(sh, "alter 'T', METHOD => 'table_att_unset', NAME => 'ERASURE_CODING_POLICY'");
    expect(await described(sh, 'T')).not.toContain('XOR-2-1-1024k');
    await out(sh, "alter 'T', 'ERASURE_CODING_POLICY' => 'XOR-2-1-1024k'");
    expect(await described(sh, 'T')).toContain('XOR-2-1-1024k');
    await out(sh, "alter 'T', 'ERASURE_CODING_POLICY' => nil");
    expect(await described(sh, 'T')).not.toContain('XOR-2-1-1024k');
  });

  it('#105, #107 coprocessors', async () => {
    const sh = await shell(F0);
    const cls = 'org.apache.hadoop.hbase.coprocessor.SimpleRegionObserver';
    await out(sh, `alter 'T', 'METHOD' => 'table_att', 'coprocessor' => '|${cls}|12|arg1=1,arg2=2'`);
    let d = await described(sh, 'T');
    expect(d).toContain(`coprocessor$1 => '|${cls}|12|arg1=1,arg2=2'`);
    expect(await out(sh, `alter 'T', 'METHOD' => 'table_remove_coprocessor', 'CLASSNAME' => '${cls}'`)).toBe(text(...UPDATED));
    expect(await described(sh, 'T')).not.toContain(cls);
    await out(sh, `alter 'T', COPROCESSOR => {'CLASSNAME' => '${cls}', 'PRIORITY' => 15, 'PROPERTIES' => {'arg1' => 4, 'arg2' => 9}}`);
    d = await described(sh, 'T');
    expect(d).toContain(`coprocessor$1 => '|${cls}|15|arg1=4,arg2=9'`);
    expect(await out(sh, `alter 'T', COPROCESSOR => {CLASSNAME => '${cls}'}`)).toBe(error(`Coprocessor ${cls} already exists.`, 'alter'));
    await out(sh, "alter 'T', 'METHOD' => 'table_att_unset', NAME => 'coprocessor$1'");
    expect(await described(sh, 'T')).not.toContain(cls);
    expect(await out(sh, "alter 'T', 'coprocessor' => 'nonsense'")).toBe(error("Coprocessor value doesn't match spec: nonsense", 'alter'));
  });

  it('#108, #109 METADATA: unset by list, removed by empty values; absent keys', async () => {
    const sh = await shell("create 'T', {NAME => 'i'}, METADATA => {'TestAttr1' => 1, 'TestAttr2' => 2}");
    let d = await described(sh, 'T');
    expect(d).toContain("'TestAttr1' => '1'");
    expect(d).toContain("'TestAttr2' => '2'");
    await out(sh, "alter 'T', 'METHOD' => 'table_att_unset', 'NAME' => ['TestAttr1', 'TestAttr2']");
    d = await described(sh, 'T');
    expect(d).not.toContain('TestAttr');
    expect(await out(sh, "alter 'T', 'METHOD' => 'table_att_unset', 'NAME' => 'TestAttr1'")).toBe(error('Could not find attribute: TestAttr1', 'alter'));
    expect(await out(sh, "alter 'T', 'METHOD' => 'table_att_unset', 'NAME' => ['TestAttr1']")).toBe(error('Could not find attribute: TestAttr1', 'alter'));
    await out(sh, "alter 'T', METADATA => {'TestAttr1' => 1, 'TestAttr2' => 2}");
    expect(await described(sh, 'T')).toContain('TestAttr2');
    await out(sh, "alter 'T', METADATA => {'TestAttr1' => '', 'TestAttr2' => ''}");
    expect(await described(sh, 'T')).not.toContain('TestAttr');
  });

  it('#110, #111 CONFIGURATION: table and family; table_conf_unset', async () => {
    const sh = await shell("create 'T', {NAME => 'i'}");
    await out(sh, "alter 'T', CONFIGURATION => {'TestConf' => 1}");
    expect(await described(sh, 'T')).toContain("'TestConf' => '1'");
    expect(await out(sh, "alter 'T', 'METHOD' => 'table_conf_unset', 'NAME' => 'TestConf'")).toBe(text(...UPDATED));
    expect(await described(sh, 'T')).not.toContain('TestConf');
    await out(sh, "alter 'T', CONFIGURATION => {'TestConf' => 1, 'TestConf2' => 2}");
    await out(sh, "alter 'T', 'METHOD' => 'table_conf_unset', 'NAME' => ['TestConf', 'TestConf2']");
    expect(await described(sh, 'T')).not.toContain('TestConf');
    await out(sh, "alter 'T', CONFIGURATION => {'TestConf' => 1}");
    await out(sh, "alter 'T', CONFIGURATION => {'TestConf' => ''}");
    expect(await described(sh, 'T')).not.toContain('TestConf');
    await out(sh, "alter 'T', {NAME => 'i', CONFIGURATION => {'TestConf1' => 1}}");
    expect(await described(sh, 'T')).toContain("'TestConf1' => '1'");
    await out(sh, "alter 'T', {NAME => 'i', CONFIGURATION => {'TestConf1' => ''}}");
    expect(await described(sh, 'T')).not.toContain('TestConf1');
    expect(await out(sh, "alter 'T', 'METHOD' => 'table_conf_unset', 'NAME' => 'TestConf1'")).toBe(
      error('Could not find configuration: TestConf1', 'alter'),
    );
  });

  it('unknown keys of a method or table spec are reported; a later error still shows them', async () => {
    const sh = await shell(F0);
    expect(await out(sh, "alter 'T', METHOD => 'delete', NAME => 'y', 'FOO' => 1")).toBe(text('Unknown argument ignored: FOO', ...UPDATED));
    expect(await out(sh, "alter 'T', {'BAR' => 2}, {METHOD => 'nope'}")).toBe(text('Unknown argument ignored: BAR') + error('Unknown method: nope', 'alter'));
  });

  it('REOPEN_REGIONS => false prints the warning instead of the progress lines', async () => {
    const sh = await shell(F0);
    expect(await out(sh, "alter 'T', REOPEN_REGIONS => 'false', MAX_FILESIZE => '134217728'")).toBe(
      text(
        "WARNING: You are using REOPEN_REGIONS => 'false' to modify a table, which will",
        '          result in inconsistencies in the configuration of online regions and other risks. If you',
        "          encounter any issues, use the original 'alter' command to make the modification again!",
      ),
    );
    expect(await described(sh, 'T')).toContain('134217728');
    expect(await out(sh, "alter 'T', REOPEN_REGIONS => 'TRUE', MAX_FILESIZE => '134217728'")).toBe(text(...UPDATED));
  });

  it('counts the regions of a pre-split table; a disabled table has none open', async () => {
    const sh = await shell("create 'S', 'f', SPLITS => ['b', 'c', 'd']", "create 'D', 'f'", "disable 'D'");
    expect(await out(sh, "alter 'S', NAME => 'f', VERSIONS => 2")).toBe(
      text('Updating all regions with the new schema...', '4/4 regions updated.', 'Done.'),
    );
    expect(await out(sh, "alter 'D', NAME => 'f', VERSIONS => 2")).toBe(
      text('Updating all regions with the new schema...', '0/1 regions updated.', 'Done.'),
    );
    expect(await out(sh, "is_disabled 'D'")).toBe(text('true', '=> true'));
  });

  it('alter_async: the same change, nothing printed', async () => {
    const sh = await shell(F0);
    expect(await out(sh, "alter_async 'T', NAME => 'x', VERSIONS => 2")).toBe('');
    expect(await described(sh, 'T')).toContain("VERSIONS => '2'");
    expect(await out(sh, "alter_async 'T', {NAME => 'f1'}, {NAME => 'y', METHOD => 'delete'}")).toBe('');
    expect(await families(sh, 'T')).toEqual(['f1', 'x']);
    expect(await out(sh, "alter_async 'T', 'delete' => 'f1', 'FOO' => 1")).toBe('');
    expect(await out(sh, "alter_async 'T', METHOD => 'table_att', MAX_FILESIZE => '134217728', 'FOO' => 1")).toBe(text('Unknown argument ignored: FOO'));
    expect(await out(sh, "alter_async 'NOPE', 'f'")).toBe(error("Can't find a table: NOPE", 'alter_async'));
  });

  it('#77 alter_status', async () => {
    const sh = await shell(F0, "create_namespace 'ns1'", "create 'ns1:t1', 'f', SPLITS => ['m']");
    expect(await out(sh, "alter_status 'T'")).toBe(text('1/1 regions updated.', 'Done.'));
    expect(await out(sh, "alter_status 'ns1:t1'")).toBe(text('2/2 regions updated.', 'Done.'));
    expect(await out(sh, "alter_status 'nope'")).toBe(error("Can't find a table: nope", 'alter_status'));
    expect(await out(sh, 'alter_status 1')).toBe(error('Table name must be of type String', 'alter_status'));
  });
});
