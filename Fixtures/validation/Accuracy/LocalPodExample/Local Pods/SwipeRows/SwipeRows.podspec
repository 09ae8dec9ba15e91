Pod::Spec.new do |s|
  s.name = 'SwipeRows'
  s.version = '1.0.0'
  s.source_files = 'Sources/**/*.swift'
end
