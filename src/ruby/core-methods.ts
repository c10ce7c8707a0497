/**
 * The public methods of the core classes whose values hsh keeps outside the
 * method tables (their methods are functions grouped by class: string.ts,
 * array.ts, …), for `respond_to?`: Ruby 2.6's own lists, as JRuby 9.3.9
 * answers `String.public_instance_methods - Kernel.instance_methods`. So
 * `respond_to?` answers as Ruby does, even for a method hsh does not run yet.
 * Read into sets on first use.
 */
const NAMES: Record<string, string> = {
  NilClass: '! != & == ^ __id__ __send__ equal? instance_eval instance_exec rationalize to_a to_c to_f to_h to_i to_r |',
  TrueClass: '! != & == ^ __id__ __send__ equal? instance_eval instance_exec |',
  FalseClass: '! != & == ^ __id__ __send__ equal? instance_eval instance_exec |',
  Integer: '! != % & * ** + +@ - -@ / < << <= == > >= >> [] ^ __id__ __send__ abs abs2 allbits? angle anybits? arg between? bit_length ceil chr clamp coerce conj conjugate denominator digits div divmod downto equal? even? fdiv finite? floor gcd gcdlcm i imag imaginary infinite? instance_eval instance_exec integer? lcm magnitude modulo negative? next nobits? nonzero? numerator odd? ord phase polar positive? pow pred quo rationalize real real? rect rectangular remainder round singleton_method_added size step succ times to_c to_f to_i to_int to_r truncate upto zero? | ~',
  Float: '! != % * ** + +@ - -@ / < <= == > >= __id__ __send__ abs abs2 angle arg between? ceil clamp coerce conj conjugate denominator div divmod equal? fdiv finite? floor i imag imaginary infinite? instance_eval instance_exec integer? magnitude modulo nan? negative? next_float nonzero? numerator phase polar positive? prev_float quo rationalize real real? rect rectangular remainder round singleton_method_added step to_c to_f to_i to_int to_r truncate zero?',
  String: '! != % * + +@ -@ < << <= == > >= [] []= __id__ __send__ ascii_only? b between? bytes bytesize byteslice capitalize capitalize! casecmp casecmp? center chars chomp chomp! chop chop! chr clamp clear codepoints concat count crypt delete delete! delete_prefix delete_prefix! delete_suffix delete_suffix! downcase downcase! dump each_byte each_char each_codepoint each_grapheme_cluster each_line empty? encode encode! encoding end_with? equal? force_encoding getbyte grapheme_clusters gsub gsub! hex include? index insert instance_eval instance_exec intern length lines ljust lstrip lstrip! match match? next next! oct ord partition prepend replace reverse reverse! rindex rjust rpartition rstrip rstrip! scan scrub scrub! setbyte size slice slice! split squeeze squeeze! start_with? strip strip! sub sub! succ succ! sum swapcase swapcase! to_c to_f to_i to_java_bytes to_java_string to_r to_str to_sym tr tr! tr_s tr_s! undump unicode_normalize unicode_normalize! unicode_normalized? unpack unpack1 upcase upcase! upto valid_encoding?',
  Symbol: '! != < <= == > >= [] __id__ __send__ between? capitalize casecmp casecmp? clamp downcase empty? encoding equal? id2name instance_eval instance_exec intern length match match? next size slice succ swapcase to_proc to_sym upcase',
  Array: '! != & * + - << == [] []= __id__ __send__ all? any? append assoc at bsearch bsearch_index chain chunk chunk_while clear collect collect! collect_concat combination compact compact! concat copy_data count cycle delete delete_at delete_if detect difference dig dimensions drop drop_while each each_cons each_entry each_index each_slice each_with_index each_with_object empty? entries equal? fetch fill filter filter! find find_all find_index first flat_map flatten flatten! grep grep_v group_by include? index indexes indices inject insert instance_eval instance_exec join keep_if last lazy length map map! max max_by member? min min_by minmax minmax_by nitems none? one? pack partition permutation pop prepend product push rassoc reduce reject reject! repeated_combination repeated_permutation replace reverse reverse! reverse_each rindex rotate rotate! sample select select! shift shuffle shuffle! size slice slice! slice_after slice_before slice_when sort sort! sort_by sort_by! sum take take_while to_a to_ary to_h transpose union uniq uniq! unshift values_at zip |',
  Hash: '! != < <= == > >= [] []= __id__ __send__ all? any? assoc chain chunk chunk_while clear collect collect_concat compact compact! compare_by_identity compare_by_identity? count cycle default default= default_proc default_proc= delete delete_if detect dig drop drop_while each each_cons each_entry each_key each_pair each_slice each_value each_with_index each_with_object empty? entries equal? fetch fetch_values filter filter! find find_all find_index first flat_map flatten grep grep_v group_by has_key? has_value? include? index inject instance_eval instance_exec invert keep_if key key? keys lazy length map max max_by member? merge merge! min min_by minmax minmax_by none? one? partition rassoc reduce rehash reject reject! replace reverse_each select select! shift size slice slice_after slice_before slice_when sort sort_by store sum take take_while to_a to_h to_hash to_proc transform_keys transform_keys! transform_values transform_values! uniq update value? values values_at zip',
  Range: '! != % == __id__ __send__ all? any? begin bsearch chain chunk chunk_while collect collect_concat count cover? cycle detect drop drop_while each each_cons each_entry each_slice each_with_index each_with_object end entries equal? exclude_end? filter find find_all find_index first flat_map grep grep_v group_by include? inject instance_eval instance_exec last lazy map max max_by member? min min_by minmax minmax_by none? one? partition reduce reject reverse_each select size slice_after slice_before slice_when sort sort_by step sum take take_while to_a to_h uniq zip',
  Time: '! != + - < <= == > >= __id__ __send__ _dump asctime between? clamp ctime day dst? equal? friday? getgm getlocal getutc gmt? gmt_offset gmtime gmtime? gmtoff hour instance_eval instance_exec isdst localtime mday min mon monday? month nsec round saturday? sec strftime subsec succ sunday? thursday? to_a to_f to_i to_r to_time tuesday? tv_nsec tv_sec tv_usec usec utc utc? utc_offset wday wednesday? yday year zone',
};

const sets = new Map<string, Set<string>>();

/** The method names a core class's values answer to (none for a class not listed). */
export function coreMethodNames(cls: string): Set<string> {
  let set = sets.get(cls);
  if (!set) {
    set = new Set((NAMES[cls] ?? '').split(' ').filter(Boolean));
    sets.set(cls, set);
  }
  return set;
}
